import type { BattleSeasonState } from '@arcadia/contract/calls/battle/common';
import type { Db } from '../../db/client.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move, type ResolvedLeg, resolveLegs } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { maskName } from '../../lib/mask-name.ts';
import { honorOnSeason } from '../honor/service.ts';
import {
  addScore,
  awardsUpTo,
  claimPaid,
  dueSeasons,
  eventsOf,
  insertEvent,
  insertSeason,
  likelyWinners,
  marketOf,
  neighbours,
  playersOf,
  rankOf,
  type SeasonRow,
  scoreOf,
  seasonAt,
  seasonById,
  seasonsOf,
  setPaidTotals,
  setPrize,
  standings,
  takeDaily,
  writeAwards,
} from './repo.ts';
import { type BattleTerms, battleTerms, poolOf, prizeOf } from './terms.ts';

/**
 * Battle seasons (issue 21, docs/battle.md): points from what players do, credited inside the transaction of the
 * event (a settled round, a solved daily sudoku), a ranking per market, and prizes paid once when the season ends.
 */

export interface BattleDeps {
  db: Db;
  terms: BattleTerms;
  now?: () => Date;
}

const PAGE_SIZE = 20;
const TOP = 3;
/** Seasons start on Mondays 00:00 UTC (1970-01-05 was one). */
const MONDAY0 = Date.UTC(1970, 0, 5);
const HOUR_MS = 3_600_000;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const nowOf = (deps: BattleDeps) => deps.now?.() ?? new Date();
const amount = (minor: bigint) => fromMinor(minor, coinOf('KC').decimals);

export function stateOf(season: SeasonRow, now: Date): BattleSeasonState {
  if (season.state === 'paid') return 'paid';
  if (now < season.startsAt) return 'scheduled';
  return now >= season.endsAt ? 'ended' : 'running';
}

const seasonView = (season: SeasonRow, now: Date) => ({
  id: season.id,
  starts_at: unix(season.startsAt),
  ends_at: unix(season.endsAt),
  state: stateOf(season, now),
});

/**
 * The season running at `at`, made when none does: from the aligned period's start (or the end of a season an
 * operator ended early) to the period's end (or the start of a scheduled season). Racing makers keep one row.
 */
export async function seasonOf(db: Exec, terms: BattleTerms, at: Date): Promise<SeasonRow> {
  const found = await seasonAt(db, at);
  if (found) return found;
  const period = Math.floor((at.getTime() - MONDAY0) / terms.seasonMs);
  let start = MONDAY0 + period * terms.seasonMs;
  let end = start + terms.seasonMs;
  const { prevEnd, nextStart } = await neighbours(db, at);
  if (prevEnd && prevEnd.getTime() > start) start = prevEnd.getTime();
  if (nextStart && nextStart.getTime() < end) end = nextStart.getTime();
  const made = await insertSeason(db, {
    startsAt: new Date(start),
    endsAt: new Date(end),
    coin: terms.coin,
    prizes: terms.prizes,
  });
  if (made) return made;
  const raced = await seasonAt(db, at);
  if (!raced) throw new Error('battle: no season could be made');
  return raced;
}

/**
 * Credits points inside the caller's transaction into the season running at `at` (made when `at` is now; a late
 * event of a season that has ended or been paid earns nothing). A capped source takes at most what is left of the
 * day's cap; a credit with a ref is once-only. Answers the points credited.
 */
export async function credit(
  tx: Exec,
  c: { userId: number; source: 'play' | 'sudoku' | 'ops'; points: number; ref?: string; cap?: number; at: Date },
  terms: BattleTerms = battleTerms(),
): Promise<number> {
  if (!(c.points > 0)) return 0;
  const live = Math.abs(Date.now() - c.at.getTime()) < HOUR_MS;
  const season = live ? await seasonOf(tx, terms, c.at) : await seasonAt(tx, c.at);
  if (season?.state !== 'running') return 0;
  let points = Math.floor(c.points);
  if (c.cap !== undefined)
    points = await takeDaily(tx, c.userId, c.at.toISOString().slice(0, 10), c.source, points, c.cap);
  if (points <= 0) return 0;
  const fresh = await insertEvent(tx, {
    seasonId: season.id,
    userId: c.userId,
    source: c.source,
    points,
    ref: c.ref ?? null,
    at: c.at,
  });
  if (!fresh) return 0;
  await addScore(tx, season.id, c.userId, points, c.at);
  return points;
}

/** Points of a settled round's stake: `pointsPerUsdt` per whole USDT (6 decimals), rounded down. */
export function playPoints(stakeMinor: bigint, terms: BattleTerms): number {
  if (stakeMinor <= 0n) return 0;
  return Number((stakeMinor * BigInt(terms.pointsPerUsdt)) / 1_000_000n);
}

async function mineOf(db: Exec, seasonId: number, userId: number) {
  const score = await scoreOf(db, seasonId, userId);
  if (!score || score.points <= 0) return { points: score?.points ?? 0, rank: null, market: score?.market };
  return { points: score.points, rank: await rankOf(db, seasonId, score), market: score.market };
}

const rowsOf = (list: { userId: number; points: number; name: string }[], offset: number, userId?: number) =>
  list.map((r, i) => ({ rank: offset + i + 1, name: maskName(r.name), points: r.points, me: r.userId === userId }));

export async function current(deps: BattleDeps, userId: number | undefined, country: string) {
  const now = nowOf(deps);
  const season = await seasonOf(deps.db, deps.terms, now);
  const mine = userId ? await mineOf(deps.db, season.id, userId) : undefined;
  const market = mine?.market ?? (userId ? await marketOf(deps.db, userId) : country);
  const top = await standings(deps.db, season.id, market, 0, TOP);
  return {
    season: seasonView(season, now),
    now: unix(now),
    market,
    coin: season.coin,
    prizes: season.prizes,
    pool: amount(poolOf(season.prizes)),
    players: await playersOf(deps.db, season.id, market),
    mine: mine ? { points: mine.points, rank: mine.rank } : null,
    top: rowsOf(top, 0, userId),
    earn: {
      points_per_usdt: deps.terms.pointsPerUsdt,
      play_daily_cap: deps.terms.playDailyCap,
      sudoku: deps.terms.sudokuPoints,
    },
  };
}

export async function ranking(
  deps: BattleDeps,
  userId: number | undefined,
  country: string,
  input: { season_id?: number | undefined; page: number },
) {
  const now = nowOf(deps);
  const season =
    input.season_id !== undefined
      ? await seasonById(deps.db, input.season_id)
      : await seasonOf(deps.db, deps.terms, now);
  if (!season) throw new AppError('NOT_FOUND', 'No such season.');
  const mine = userId ? await mineOf(deps.db, season.id, userId) : undefined;
  const market = mine?.market ?? (userId ? await marketOf(deps.db, userId) : country);
  const offset = (input.page - 1) * PAGE_SIZE;
  const list = await standings(deps.db, season.id, market, offset, PAGE_SIZE + 1);
  return {
    season_id: season.id,
    market,
    page: input.page,
    players: await playersOf(deps.db, season.id, market),
    list: rowsOf(list.slice(0, PAGE_SIZE), offset, userId),
    has_more: list.length > PAGE_SIZE,
    mine: mine ? { points: mine.points, rank: mine.rank } : null,
  };
}

export async function record(deps: BattleDeps, userId: number) {
  const now = nowOf(deps);
  const season = await seasonOf(deps.db, deps.terms, now);
  const seasons = await seasonsOf(deps.db, userId, 20);
  return {
    coin: deps.terms.coin,
    seasons: seasons.map((s) => ({
      season_id: s.id,
      starts_at: unix(s.startsAt),
      ends_at: unix(s.endsAt),
      state: stateOf({ state: s.state, startsAt: s.startsAt, endsAt: s.endsAt } as SeasonRow, now),
      points: s.points,
      rank: s.rank,
      prize: amount(s.prize),
    })),
    events: (await eventsOf(deps.db, userId, season.id, 50)).map((e) => ({
      id: e.id,
      source: e.source as 'play' | 'sudoku' | 'ops',
      points: e.points,
      at: unix(e.at),
    })),
  };
}

export interface SettleHooks {
  /** Runs in the paying transaction (an operator's audit entry). */
  inside?: (tx: Exec, season: SeasonRow) => Promise<void>;
}

/**
 * Pays an ended season once: one transaction claims it (running -> paid, guarded, so racing runs wait on the row
 * and then find it paid), writes every player's final place per market, pays each prize from issuance with the
 * key `battle:<season>:<user>`, gives the places' badges and sums the payout. Answers the paid season, or undefined
 * when it was not due or another run paid it.
 */
export async function settle(
  deps: BattleDeps,
  seasonId: number,
  hooks: SettleHooks = {},
): Promise<SeasonRow | undefined> {
  const now = nowOf(deps);
  const before = await seasonById(deps.db, seasonId);
  if (before?.state !== 'running' || before.endsAt > now) return undefined;
  const lastPlace = Math.max(10, ...before.prizes.map((b) => b.to));
  // Accounts are made outside the money transaction (ledger/accounts.ts): the likely winners first.
  const likely = await likelyWinners(deps.db, seasonId, lastPlace);
  const legs = new Map<number, ResolvedLeg>();
  for (const userId of likely) legs.set(userId, await prizeLeg(deps.db, userId, before.coin));
  return inTransaction(deps.db, async (tx) => {
    const season = await claimPaid(tx, seasonId, now);
    if (!season) return undefined;
    await writeAwards(tx, season);
    const places = await awardsUpTo(tx, season.id, lastPlace);
    let total = 0n;
    let count = 0;
    for (const place of places) {
      const prize = prizeOf(season.prizes, place.rank);
      if (prize <= 0n) continue;
      const leg = legs.get(place.userId) ?? (await prizeLeg(tx, place.userId, season.coin));
      const key = `battle:${season.id}:${place.userId}`;
      await move(tx, [{ ...leg, amount: prize }], { reference: key, idempotencyKey: key });
      await setPrize(tx, season.id, place.userId, prize);
      total += prize;
      count += 1;
    }
    await setPaidTotals(tx, season.id, total, count);
    await honorOnSeason(tx, places, now);
    const paid = { ...season, paidTotal: total, paidCount: count };
    await hooks.inside?.(tx, paid);
    return paid;
  });
}

async function prizeLeg(db: Exec, userId: number, coin: string): Promise<ResolvedLeg> {
  const [leg] = await resolveLegs(db, [
    { debit: { system: 'issuance' }, credit: { userId }, coin: coin as 'KC', amount: 1n, kind: 'battle_prize' },
  ]);
  return leg as ResolvedLeg;
}

/** The job's step: opens the current season and pays every ended one. */
export async function tick(deps: BattleDeps) {
  const now = nowOf(deps);
  await seasonOf(deps.db, deps.terms, now);
  const paid: SeasonRow[] = [];
  for (const id of await dueSeasons(deps.db, now)) {
    const season = await settle(deps, id);
    if (season) paid.push(season);
  }
  return paid;
}
