import { badgeOf } from '@arcadia/contract/calls/honor/common';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { grantByHand, ownedBadges, revoke } from '../honor/repo.ts';
import { writeAudit } from '../ops/audit.ts';
import type { OpsCaller } from '../ops/auth-service.ts';
import { findUserById } from '../user/repo.ts';
import {
  endSeasonAt,
  insertSeason,
  overlapping,
  type SeasonRow,
  seasonById,
  seasonList,
  seasonTotals,
} from './repo.ts';
import { type BattleDeps, settle, stateOf } from './service.ts';
import { poolOf } from './terms.ts';

/** The console's seasons page (docs/battle.md, "Console"): list, schedule, end now; honours by hand. */

const PAGE_SIZE = 20;
const HOUR = 3600;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const kc = (minor: bigint) => fromMinor(minor, coinOf('KC').decimals);

function opsView(season: SeasonRow, totals: { players: number; points: number }, now: Date) {
  return {
    id: season.id,
    starts_at: unix(season.startsAt),
    ends_at: unix(season.endsAt),
    state: stateOf(season, now),
    players: totals.players,
    points: totals.points,
    coin: season.coin,
    pool: kc(poolOf(season.prizes)),
    paid_total: kc(season.paidTotal),
    paid_count: season.paidCount,
    settled_at: season.settledAt ? unix(season.settledAt) : null,
  };
}

export async function listSeasons(deps: BattleDeps, page: number) {
  const now = deps.now?.() ?? new Date();
  const found = await seasonList(deps.db, (page - 1) * PAGE_SIZE, PAGE_SIZE + 1);
  return {
    list: found.slice(0, PAGE_SIZE).map((r) => opsView(r.season, r, now)),
    has_more: found.length > PAGE_SIZE,
  };
}

export async function schedule(deps: BattleDeps, caller: OpsCaller, input: { starts_at: number; ends_at: number }) {
  const now = deps.now?.() ?? new Date();
  if (input.starts_at <= unix(now)) throw fieldError({ starts_at: ['Must be in the future'] });
  const length = input.ends_at - input.starts_at;
  if (length < HOUR || length > 90 * 24 * HOUR) throw fieldError({ ends_at: ['A season lasts 1 hour to 90 days'] });
  const from = new Date(input.starts_at * 1000);
  const to = new Date(input.ends_at * 1000);
  const season = await inTransaction(deps.db, async (tx) => {
    if ((await overlapping(tx, from, to)) > 0) throw fieldError({ starts_at: ['Overlaps another season'] });
    const made = await insertSeason(tx, {
      startsAt: from,
      endsAt: to,
      coin: deps.terms.coin,
      prizes: deps.terms.prizes,
    });
    if (!made) throw fieldError({ starts_at: ['Overlaps another season'] });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'battle.schedule',
      target: `battle_season:${made.id}`,
      after: { starts_at: input.starts_at, ends_at: input.ends_at, prizes: made.prizes },
    });
    return made;
  });
  return { season: opsView(season, { players: 0, points: 0 }, now) };
}

/** Ends a running season now and pays it in the same step; the audit entry is written in the paying transaction. */
export async function endNow(deps: BattleDeps, caller: OpsCaller, seasonId: number) {
  const now = deps.now?.() ?? new Date();
  const found = await seasonById(deps.db, seasonId);
  if (!found) throw new AppError('NOT_FOUND', 'No such season.');
  if (found.state !== 'running' || found.startsAt > now)
    throw new AppError('CONFLICT', 'This season is not running.', { reason: 'not_running' });
  if (found.endsAt > now && !(await endSeasonAt(deps.db, seasonId, now)))
    throw new AppError('CONFLICT', 'This season is not running.', { reason: 'not_running' });
  const paid = await settle({ ...deps, now: () => now }, seasonId, {
    inside: async (tx, season) =>
      writeAudit(tx, {
        operatorId: caller.operator.id,
        ip: caller.ip,
        action: 'battle.end',
        target: `battle_season:${season.id}`,
        before: { state: 'running', ends_at: unix(found.endsAt) },
        after: {
          state: 'paid',
          ends_at: unix(season.endsAt),
          paid_total: kc(season.paidTotal),
          paid_count: season.paidCount,
        },
      }),
  });
  if (!paid) throw new AppError('CONFLICT', 'This season was paid already.', { reason: 'already_paid' });
  return { season: opsView(paid, await seasonTotals(deps.db, seasonId), now) };
}

export async function grant(
  db: Db,
  caller: OpsCaller,
  input: { user_id: number; badge: string; grant: boolean; reason: string },
) {
  if (!badgeOf(input.badge)) throw fieldError({ badge: ['Must be a badge code'] });
  if (!(await findUserById(db, input.user_id))) throw fieldError({ user_id: ['No such player'] });
  const now = new Date();
  await inTransaction(db, async (tx) => {
    const before = (await ownedBadges(tx, input.user_id)).some((b) => b.badge === input.badge);
    if (input.grant) await grantByHand(tx, input.user_id, input.badge, now);
    else await revoke(tx, input.user_id, input.badge, now);
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.grant ? 'honor.grant' : 'honor.revoke',
      target: `user:${input.user_id}`,
      before: { badge: input.badge, owned: before },
      after: { badge: input.badge, owned: input.grant, reason: input.reason },
    });
  });
  return { user_id: input.user_id, badges: (await ownedBadges(db, input.user_id)).map((b) => b.badge) };
}
