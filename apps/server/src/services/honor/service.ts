import {
  BADGES,
  type BadgeDef,
  badgeOf,
  type HonorBadge,
  type HonorMetric,
} from '@arcadia/contract/calls/honor/common';
import type { Db } from '../../db/client.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { liveByXid, shownProfile } from '../profile/repo.ts';
import { findUserById } from '../user/repo.ts';
import {
  bump,
  give,
  knownBadges,
  metricsOf,
  ownedBadges,
  recentPlayers,
  setTitle,
  sudokuDays,
  titleOf,
} from './repo.ts';

/**
 * Honours (issue 21, docs/honor.md): badges earned by rules on events (the hooks below run inside the event's
 * transaction) and by a catch-up sweep, each once per player; any owned badge may be shown as the player's title.
 */

type Metrics = Record<HonorMetric, number>;
const DAY_MS = 86_400_000;

/** Whether a badge's rule holds for these metrics (battle_best counts places: 1 is best, 0 is none yet). */
function reached(badge: BadgeDef, m: Metrics): boolean {
  const value = m[badge.metric];
  if (badge.metric === 'battle_best') return value > 0 && value <= badge.goal;
  return value >= badge.goal;
}

/** Longest run of consecutive UTC days in an ascending list of days. */
export function longestRun(days: readonly string[]): number {
  let best = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const day of days) {
    const t = Date.parse(day);
    run = t - prev === DAY_MS ? run + 1 : 1;
    best = Math.max(best, run);
    prev = t;
  }
  return best;
}

async function metrics(db: Exec, userId: number): Promise<Metrics> {
  const [m, days] = await Promise.all([metricsOf(db, userId), sudokuDays(db, userId)]);
  return { ...m, sudoku_streak: longestRun(days) };
}

/** Gives every badge whose rule holds and that the player never held: the new ones. */
export async function evaluate(db: Exec, userId: number, source = 'sweep', at = new Date()): Promise<string[]> {
  const m = await metrics(db, userId);
  const known = await knownBadges(db, userId);
  const due = BADGES.filter((b) => !known.has(b.code) && reached(b, m)).map((b) => b.code);
  return give(db, userId, due, source, at);
}

/** Hook for a settled round (inside its transaction): counts it (and a win) and gives the round badges. */
export async function honorOnPlay(tx: Exec, play: { userId: number; stake: bigint; win: bigint; at: Date }) {
  if (play.stake <= 0n) return;
  const counters = await bump(tx, play.userId, play.win > play.stake ? ['rounds', 'wins'] : ['rounds']);
  const m = { rounds: counters.get('rounds') ?? 0, wins: counters.get('wins') ?? 0 } as Metrics;
  const due = BADGES.filter((b) => (b.metric === 'rounds' || b.metric === 'wins') && reached(b, m)).map((b) => b.code);
  if (due.length > 0) await give(tx, play.userId, due, 'rule', play.at);
}

/** Hook for a daily sudoku solved on its day (inside the solve's transaction): the streak badge. */
export async function honorOnSudoku(tx: Exec, userId: number, at: Date) {
  const streak = longestRun(await sudokuDays(tx, userId));
  const due = BADGES.filter((b) => b.metric === 'sudoku_streak' && streak >= b.goal).map((b) => b.code);
  if (due.length > 0) await give(tx, userId, due, 'rule', at);
}

/** Hook for a paid season (inside its transaction): the places' badges. */
export async function honorOnSeason(tx: Exec, places: { userId: number; rank: number }[], at: Date) {
  for (const p of places) {
    const due = BADGES.filter((b) => b.metric === 'battle_best' && p.rank <= b.goal).map((b) => b.code);
    if (due.length > 0) await give(tx, p.userId, due, 'rule', at);
  }
}

/** The catch-up sweep: the rules of every player seen in the last day (what no hook sees: phone, posts, invites). */
export async function sweep(db: Db, now = new Date(), limit = 500): Promise<number> {
  let given = 0;
  for (const userId of await recentPlayers(db, new Date(now.getTime() - DAY_MS), limit))
    given += (await evaluate(db, userId, 'sweep', now)).length;
  return given;
}

async function whoOf(db: Db, user: string, callerId: number | undefined) {
  if (user === 'me') {
    if (!callerId) throw new AppError('SESSION_INVALID');
    const profile = await shownProfile(db, callerId);
    const u = await findUserById(db, callerId);
    return { userId: callerId, name: profile?.name ?? u?.username ?? '', xid: profile?.xid ?? '' };
  }
  const profile = await liveByXid(db, user);
  if (!profile) throw new AppError('NOT_FOUND', 'No such profile.');
  return { userId: profile.userId, name: profile.name, xid: profile.xid };
}

/** A player's honours: all badges with progress for the owner (after a catch-up), owned ones for others. */
export async function badges(db: Db, callerId: number | undefined, user: string) {
  const who = await whoOf(db, user, callerId);
  const owner = callerId !== undefined && callerId === who.userId;
  if (owner) await evaluate(db, who.userId);
  const owned = new Map((await ownedBadges(db, who.userId)).map((b) => [b.badge, b.earnedAt]));
  const m = owner ? await metrics(db, who.userId) : undefined;
  const list: HonorBadge[] = BADGES.filter((b) => owner || owned.has(b.code)).map((b) => {
    const at = owned.get(b.code);
    return {
      code: b.code,
      tier: b.tier,
      owned: at !== undefined,
      earned_at: at ? Math.floor(at.getTime() / 1000) : null,
      progress: m ? m[b.metric] : 0,
      goal: b.goal,
    };
  });
  // Owned first (newest first), then locked in catalogue order.
  list.sort((a, b) => Number(b.owned) - Number(a.owned) || (b.earned_at ?? 0) - (a.earned_at ?? 0));
  return {
    owner,
    name: who.name,
    xid: who.xid,
    title: await titleOf(db, who.userId),
    owned: owned.size,
    total: BADGES.length,
    badges: list,
  };
}

/** Shows an owned badge as title ('' shows none). */
export async function chooseTitle(db: Db, userId: number, badge: string) {
  if (badge === '') {
    await setTitle(db, userId, null);
    return { title: null };
  }
  if (!badgeOf(badge)) throw fieldError({ badge: ['Must be a badge code'] });
  const owned = await ownedBadges(db, userId);
  if (!owned.some((b) => b.badge === badge)) throw fieldError({ badge: ['You do not own this badge yet'] });
  await setTitle(db, userId, badge);
  return { title: badge };
}
