import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { clientIp, type Limit } from '../../plugins/rate-limit.ts';
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

/**
 * Invite codes are guessable, so wrong ones are counted per player and per IP (as gift codes are): past either
 * limit, every registration with a code answers RATE_LIMITED until the window ends, even with a right code.
 */
function guessGuard(app: FastifyInstance, request: FastifyRequest, userId: number) {
  const buckets: [string, string | number, Limit][] = [
    ['fortune-invite-user', userId, INVITE_GUESSES.perUser],
    ['fortune-invite-ip', clientIp(request), INVITE_GUESSES.perIp],
  ];
  return {
    async check() {
      for (const [bucket, key, limit] of buckets) {
        const used = Number((await app.fastStore.get(`rl:${bucket}:${key}`)) ?? 0);
        if (used >= limit.max) throw new AppError('RATE_LIMITED', undefined, { retry_after: limit.windowSeconds });
      }
    },
    async miss() {
      for (const [bucket, key, limit] of buckets) await app.rateLimit(bucket, key, limit);
    },
  };
}

/** The join hook of one registration request; `code` is the register call's `invite_code`. */
export function inviteJoin(app: FastifyInstance, request: FastifyRequest, code: string | undefined): InviteJoin {
  // The app's D-Id, or the browser's device cookie (device.ts).
  const did = deviceOf(request);
  let link: LinkRow | undefined;
  return {
    async prepare() {
      if (!code) return;
      const guard = guessGuard(app, request, request.userId);
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
