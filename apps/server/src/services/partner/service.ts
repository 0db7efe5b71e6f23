import {
  PARTNER_AUDIENCES,
  PARTNER_CHANNELS,
  PARTNER_CREATOR_AUDIENCE,
  PARTNER_MARKETS,
  type PartnerApplication,
} from '@arcadia/contract/calls/partner/common';
import type { Db } from '../../db/client.ts';
import { fromMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { isUniqueViolation } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import type { ShareSettings } from '../share/settings.ts';
import * as repo from './repo.ts';
import type { PartnerSettings } from './settings.ts';

/**
 * The partner programme (docs/partner.md): terms from the settings, a player's eligibility (bound phone, and enough
 * active invitees or a creator's audience), one open application at a time, withdrawing it. Operators decide in the
 * console (ops/partners-service.ts); an approved partner's invite rewards carry the partner bonus (share/service.ts).
 */

export interface PartnerDeps {
  db: Db;
  settings: PartnerSettings;
  share: ShareSettings;
  /** Counts one apply attempt of the player (RATE_LIMITED past PARTNER_APPLY_PER_DAY). */
  limitApply: (userId: number) => Promise<void>;
}

const DAY_MS = 86_400_000;
const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

export function applicationView(row: repo.ApplicationRow): PartnerApplication {
  return {
    application_id: Number(row.id),
    status: row.status as PartnerApplication['status'],
    channel_type: row.channel_type as PartnerApplication['channel_type'],
    channel_link: row.channel_link,
    audience: row.audience as PartnerApplication['audience'],
    market: row.market,
    pitch: row.pitch,
    reason: row.reason,
    created_at: secs(row.created_at),
    decided_at: row.decided_at ? secs(row.decided_at) : null,
  };
}

function termsOf(deps: PartnerDeps) {
  const s = deps.share;
  const bonus = deps.settings.bonusPercent;
  return {
    bonus_percent: bonus,
    min_invitees: deps.settings.minInvitees,
    creator_audience: PARTNER_CREATOR_AUDIENCE,
    reapply_days: deps.settings.reapplyDays,
    coin: s.coin,
    inviter_reward: fromMinor(s.inviterReward, s.decimals),
    partner_reward: fromMinor((s.inviterReward * BigInt(100 + bonus)) / 100n, s.decimals),
    top_level_bonus: Math.max(0, ...s.levels.map((l) => l.bonusPercent)),
    channels: [...PARTNER_CHANNELS],
    audiences: [...PARTNER_AUDIENCES],
    markets: [...PARTNER_MARKETS],
  };
}

const creatorAudience = (audience: string) =>
  PARTNER_AUDIENCES.indexOf(audience as (typeof PARTNER_AUDIENCES)[number]) >=
  PARTNER_AUDIENCES.indexOf(PARTNER_CREATOR_AUDIENCE);

/** When a rejected player may apply again (null when not after a rejection). */
const reapplyAt = (deps: PartnerDeps, latest: repo.ApplicationRow | undefined) =>
  latest?.status === 'rejected' && latest.decided_at
    ? new Date(new Date(latest.decided_at).getTime() + deps.settings.reapplyDays * DAY_MS)
    : null;

export async function partnerInfo(deps: PartnerDeps, userId: number | undefined, now = new Date()) {
  const terms = termsOf(deps);
  if (!userId) return { terms, me: null };
  const facts = await repo.playerFacts(deps.db, userId);
  if (!facts) throw new AppError('SESSION_INVALID');
  const partner = await repo.partnerOf(deps.db, userId);
  const latest = await repo.latestApplication(deps.db, userId);
  const again = reapplyAt(deps, latest);
  const waitingForCooldown = again !== null && again > now;
  return {
    terms,
    me: {
      phone_bound: !!facts.phone,
      active_invitees: facts.activeInvitees,
      joined_at: secs(facts.joinedAt),
      market: facts.market,
      eligible_by_invites: !!facts.phone && facts.activeInvitees >= deps.settings.minInvitees,
      partner: partner ? { bonus_percent: partner.bonusPercent, since: secs(partner.approvedAt) } : null,
      application: latest ? applicationView(latest) : null,
      can_apply: !!facts.phone && !partner && latest?.status !== 'pending' && !waitingForCooldown,
      reapply_at: again && waitingForCooldown ? secs(again) : null,
    },
  };
}

export interface ApplyInput {
  channel_type: string;
  channel_link: string;
  audience: string;
  market: string;
  pitch: string;
}

/** One transaction holding the player's row, so racing applications of one player queue and one is made. */
export async function applyPartner(deps: PartnerDeps, userId: number, input: ApplyInput, now = new Date()) {
  await deps.limitApply(userId);
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const facts = await repo.playerFacts(tx, userId, true);
      if (!facts) throw new AppError('SESSION_INVALID');
      if (!facts.phone) throw new AppError('PHONE_BINDING_REQUIRED', 'Bind a phone number to apply.');
      if (await repo.partnerOf(tx, userId))
        throw new AppError('CONFLICT', 'You are a partner already.', { reason: 'already_partner' });
      const latest = await repo.latestApplication(tx, userId);
      if (latest?.status === 'pending')
        throw new AppError('CONFLICT', 'Your application is waiting for review.', { reason: 'pending' });
      const again = reapplyAt(deps, latest);
      if (again && again > now)
        throw new AppError('CONFLICT', 'You may apply again later.', { reason: 'cooldown', reapply_at: secs(again) });
      if (facts.activeInvitees < deps.settings.minInvitees && !creatorAudience(input.audience))
        throw new AppError('CONFLICT', 'Not eligible yet.', {
          reason: 'not_eligible',
          active_invitees: facts.activeInvitees,
          min_invitees: deps.settings.minInvitees,
        });
      return repo.insertApplication(tx, {
        userId,
        market: input.market,
        channelType: input.channel_type,
        channelLink: input.channel_link,
        audience: input.audience,
        pitch: input.pitch,
        createdAt: now,
      });
    });
    return { application: applicationView(row) };
  } catch (error) {
    // The partial unique index is the last word on "one open application".
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'Your application is waiting for review.', { reason: 'pending' });
    throw error;
  }
}

export async function withdrawApplication(deps: PartnerDeps, userId: number, now = new Date()) {
  const latest = await repo.latestApplication(deps.db, userId);
  const row =
    latest?.status === 'pending'
      ? await repo.decidePending(
          deps.db,
          latest.id,
          { status: 'withdrawn', reason: '', decidedBy: null, at: now },
          userId,
        )
      : undefined;
  if (!row) throw new AppError('CONFLICT', 'No application is waiting.', { reason: 'not_pending' });
  return { application: applicationView(row) };
}
