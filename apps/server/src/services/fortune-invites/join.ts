import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Exec } from '../../ledger/sql.ts';
import { fieldError } from '../../lib/errors.ts';
import { guessGuard } from '../../lib/guess-guard.ts';
import { deviceOf } from './device.ts';
import { insertInvitee, type LinkRow, linkByCode, rememberDevice, selfReferralReason } from './repo.ts';
import { INVITE_GUESSES } from './settings.ts';

/**
 * What Fortune's `register` asks of the invites when a player joins (player-service.ts JoinHook): `prepare` runs
 * before the player row exists and refuses an unknown code; `bind` runs in the registering transaction, so a player
 * is bound to their inviter exactly when they join, and never later.
 */
export interface InviteJoin {
  prepare(): Promise<void>;
  bind(tx: Exec, userId: number, now: Date): Promise<void>;
}

/** The join hook of one registration request; `code` is the register call's `invite_code`. */
export function inviteJoin(app: FastifyInstance, request: FastifyRequest, code: string | undefined): InviteJoin {
  // The app's D-Id, or the browser's device cookie (device.ts).
  const did = deviceOf(request);
  let link: LinkRow | undefined;
  return {
    async prepare() {
      if (!code) return;
      // Invite codes are guessable: wrong ones count per player and per IP, as gift codes do.
      const guard = guessGuard(app, request, 'fortune-invite', request.userId, INVITE_GUESSES);
      await guard.check();
      link = await linkByCode(app.db, code);
      if (!link) {
        await guard.miss();
        throw fieldError({ invite_code: ['No invite link has this code'] });
      }
    },
    async bind(tx, userId, now) {
      if (did) await rememberDevice(tx, userId, did);
      if (!link || link.userId === userId) return;
      const reason = await selfReferralReason(tx, userId, link.userId);
      await insertInvitee(tx, {
        userId,
        inviterId: link.userId,
        linkId: link.id,
        campaign: link.campaign,
        package: link.package,
        deviceId: did ?? '',
        boundAt: now,
        flagReason: reason,
        flaggedAt: reason ? now : null,
      });
    },
  };
}
