import type { CheckinState } from '@arcadia/contract/calls/task/checkin';
import { and, desc, eq } from 'drizzle-orm';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { taskCheckins } from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction, move, resolveLegs } from '../../ledger/ledger.ts';
import { KC } from './reward-service.ts';

/**
 * The welfare page's daily check-in (issue 13): a 7-day cycle, days counted in UTC. Checking in on consecutive days
 * raises the streak and the day's reward; a missed day starts the cycle at day 1. Each check-in pays through the
 * ledger in the same transaction as its row, whose (player, day) key makes it happen once.
 */

/** KC per day of the cycle (CHECKIN_REWARDS_KC, comma-separated whole KC). */
export function checkinRewardsFrom(settings: Pick<Settings, 'CHECKIN_REWARDS_KC'>): bigint[] {
  const whole = settings.CHECKIN_REWARDS_KC?.split(',').map((x) => x.trim()) ?? [
    '10',
    '10',
    '20',
    '20',
    '30',
    '30',
    '70',
  ];
  return whole.map((x) => BigInt(x) * 10n ** BigInt(coinOf(KC).decimals));
}

export interface CheckinDeps {
  db: Db;
  rewards: bigint[];
  now?: () => number;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const cycleDay = (streak: number) => ((streak - 1) % 7) + 1;

async function lastCheckin(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(taskCheckins)
    .where(eq(taskCheckins.userId, userId))
    .orderBy(desc(taskCheckins.day))
    .limit(1);
  return row;
}

function stateOf(deps: CheckinDeps, last: { day: string; streak: number } | undefined, now: number): CheckinState {
  const today = dayOf(now);
  const yesterday = dayOf(now - DAY_MS);
  const done = last?.day === today;
  const alive = done || last?.day === yesterday;
  const streak = alive && last ? last.streak : 0;
  // The cycle shown: the days already claimed in it, and today's (claimed or next).
  const current = done ? cycleDay(streak) : cycleDay(streak + 1);
  const claimedUpTo = done ? current : current - 1;
  const decimals = coinOf(KC).decimals;
  return {
    today: done,
    streak,
    day: current,
    days: deps.rewards.map((kc, i) => ({ day: i + 1, kc: fromMinor(kc, decimals), claimed: i + 1 <= claimedUpTo })),
    resetIn: Math.ceil((Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - now) / 1000),
  };
}

export async function checkinStatus(deps: CheckinDeps, userId: number): Promise<CheckinState> {
  return stateOf(deps, await lastCheckin(deps.db, userId), deps.now?.() ?? Date.now());
}

export async function checkin(deps: CheckinDeps, userId: number) {
  const now = deps.now?.() ?? Date.now();
  const today = dayOf(now);
  const last = await lastCheckin(deps.db, userId);
  if (last?.day === today)
    return { ...stateOf(deps, last, now), paid: fromMinor(last.kc, coinOf(KC).decimals), already: true };
  const streak = last?.day === dayOf(now - DAY_MS) ? last.streak + 1 : 1;
  const kc = deps.rewards[cycleDay(streak) - 1] ?? 0n;
  const legs =
    kc > 0n
      ? await resolveLegs(deps.db, [
          { debit: { system: 'issuance' }, credit: { userId }, coin: KC, amount: kc, kind: 'task_checkin' },
        ])
      : [];
  const key = `checkin:${userId}:${today}`;
  const inserted = await inTransaction(deps.db, async (tx) => {
    const rows = await (tx as unknown as Db)
      .insert(taskCheckins)
      .values({ userId, day: today, streak, kc })
      .onConflictDoNothing()
      .returning({ day: taskCheckins.day });
    if (rows.length === 0) return false;
    if (legs.length > 0) await move(tx, legs, { reference: key, idempotencyKey: key });
    return true;
  });
  const [row] = await deps.db
    .select()
    .from(taskCheckins)
    .where(and(eq(taskCheckins.userId, userId), eq(taskCheckins.day, today)))
    .limit(1);
  return {
    ...stateOf(deps, row, now),
    paid: fromMinor(row?.kc ?? kc, coinOf(KC).decimals),
    already: !inserted,
  };
}
