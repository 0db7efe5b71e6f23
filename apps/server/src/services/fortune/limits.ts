import { LIMIT_KINDS, LIMIT_PERIODS } from '@arcadia/contract/calls/fortune/common';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import {
  depositTotals,
  type LimitKind,
  type LimitPeriod,
  type LimitRow,
  limitRows,
  lockLimit,
  type PeriodTotals,
  wagerTotals,
  writeLimit,
} from './limits-repo.ts';
import { usdtMinor, usdtText, utcDay } from './money-format.ts';

export { lockDeposits, recordWager, type WagerRecord } from './limits-repo.ts';

/**
 * Deposit, loss and wager limits (UKGC RTS 12). Amounts are USDT minor units.
 *
 * - Windows roll: day = the last 24 hours, week = the last 7 days, month = the last 30 days, each ending now.
 * - Deposits count the paid recharge orders by the time they were paid, to the second. Wagers and losses come from
 *   fortune_wager_days, which keeps one row per UTC day: a window counts every day it touches, from the UTC day of
 *   its start to today, so it may count up to one day more than the window (never less: a limit binds early, not late).
 * - Loss is net (stakes minus wins) over the window, floored at zero: winnings do not add room above the limit.
 * - Several limits of one kind bind together; whichever leaves the least room decides.
 * - A lower limit (or a first one) applies at once; a higher one, or a removal, waits 24 hours in pending_*.
 */

const HOUR_MS = 3_600_000;
const COOLING_OFF_MS = 24 * HOUR_MS;
const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** The amount in force at `now` (null: no limit): a pending change applies once its `pending_from` has passed. */
export function effectiveLimit(row: LimitRow | undefined, now: Date): bigint | null {
  if (!row) return null;
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime()) return row.pendingAmount;
  return row.amount;
}

/** A raise or removal still waiting for its cooling-off at `now`. */
function pendingChange(row: LimitRow | undefined, now: Date): { amount: bigint | null; from: Date } | null {
  if (!row?.pendingFrom || row.pendingFrom.getTime() <= now.getTime()) return null;
  return { amount: row.pendingAmount, from: row.pendingFrom };
}

/** The next state of a limit when the player asks for `wanted` (null: no limit) at `now`. */
function nextLimit(
  row: LimitRow,
  wanted: bigint | null,
  now: Date,
): Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingFrom'> {
  const current = effectiveLimit(row, now);
  const tighter = wanted !== null && (current === null || wanted <= current);
  if (tighter || (wanted === null && current === null))
    return { amount: wanted, pendingAmount: null, pendingFrom: null };
  return { amount: current, pendingAmount: wanted, pendingFrom: new Date(now.getTime() + COOLING_OFF_MS) };
}

function windowsOf(now: Date) {
  const since = (period: LimitPeriod) => new Date(now.getTime() - PERIOD_MS[period]);
  const sinceDates: PeriodTotals<Date> = { day: since('day'), week: since('week'), month: since('month') };
  const fromDays: PeriodTotals<string> = {
    day: utcDay(sinceDates.day),
    week: utcDay(sinceDates.week),
    month: utcDay(sinceDates.month),
  };
  return { sinceDates, fromDays, today: utcDay(now) };
}

/** What counts against each limit kind in each window. */
async function usage(db: Exec | Db, userId: number, now: Date, kinds: readonly LimitKind[] = LIMIT_KINDS) {
  const { sinceDates, fromDays, today } = windowsOf(now);
  const zero: PeriodTotals<bigint> = { day: 0n, week: 0n, month: 0n };
  const deposits = kinds.includes('deposit') ? await depositTotals(db, userId, sinceDates, now) : zero;
  const needWagers = kinds.includes('wager') || kinds.includes('loss');
  const wagers = needWagers ? await wagerTotals(db, userId, fromDays, today) : undefined;
  const pick = (f: (w: { wagered: bigint; net: bigint }) => bigint): PeriodTotals<bigint> =>
    wagers ? { day: f(wagers.day), week: f(wagers.week), month: f(wagers.month) } : zero;
  const floor = (n: bigint) => (n > 0n ? n : 0n);
  return {
    deposit: deposits,
    wager: pick((w) => w.wagered),
    loss: pick((w) => floor(w.net)),
  } satisfies Record<LimitKind, PeriodTotals<bigint>>;
}

interface Room {
  kind: LimitKind;
  period: LimitPeriod;
  remaining: bigint;
}

/** The room each limit in force leaves, tightest first. */
async function rooms(db: Exec | Db, userId: number, kinds: LimitKind[], now: Date): Promise<Room[]> {
  const rowsInForce = (await limitRows(db, userId, kinds))
    .map((row) => ({ row, amount: effectiveLimit(row, now) }))
    .filter((r): r is { row: LimitRow; amount: bigint } => r.amount !== null);
  if (rowsInForce.length === 0) return [];
  const used = await usage(db, userId, now, kinds);
  return rowsInForce
    .map(({ row, amount }) => {
      const kind = row.kind as LimitKind;
      const period = row.period as LimitPeriod;
      const left = amount - used[kind][period];
      return { kind, period, remaining: left > 0n ? left : 0n };
    })
    .sort((a, b) => (a.remaining < b.remaining ? -1 : a.remaining > b.remaining ? 1 : 0));
}

function refuse(room: Room): never {
  throw new AppError('FORTUNE_LIMIT_REACHED', undefined, {
    kind: room.kind,
    period: room.period,
    remaining: usdtText(room.remaining),
  });
}

/** What the deposit limits still allow now (USDT minor units), or null when none is set. */
export async function depositAllowance(db: Exec | Db, userId: number, now = new Date()): Promise<bigint | null> {
  const [tightest] = await rooms(db, userId, ['deposit'], now);
  return tightest ? tightest.remaining : null;
}

/**
 * Refuses (FORTUNE_LIMIT_REACHED {kind, period, remaining}) a deposit of `usdtMinor` past a deposit limit. To place
 * an order on it, call it in the transaction that inserts the order, after lockDeposits, so two recharges at once
 * cannot both pass on the same room.
 */
export async function assertDepositAllowed(db: Exec | Db, userId: number, usdtMinor: bigint, now = new Date()) {
  const [tightest] = await rooms(db, userId, ['deposit'], now);
  if (tightest && usdtMinor > tightest.remaining) refuse(tightest);
}

/**
 * Refuses a stake past a wager limit, or one that could take losses past a loss limit (a stake can be lost whole).
 * Call it in the transaction that takes the stake, after locking the player's account, so two stakes at once cannot
 * both pass on the same room.
 */
export async function assertWagerAllowed(db: Exec | Db, userId: number, stakeMinor: bigint, now = new Date()) {
  const [tightest] = await rooms(db, userId, ['wager', 'loss'], now);
  if (tightest && stakeMinor > tightest.remaining) refuse(tightest);
}

/** One limit as the player sees it. */
function limitView(row: LimitRow | undefined, kind: LimitKind, period: LimitPeriod, used: bigint, now: Date) {
  const amount = effectiveLimit(row, now);
  const pending = pendingChange(row, now);
  return {
    kind,
    period,
    amount: amount === null ? null : usdtText(amount),
    pending: pending
      ? {
          amount: pending.amount === null ? null : usdtText(pending.amount),
          from: Math.floor(pending.from.getTime() / 1000),
        }
      : null,
    used: usdtText(used),
  };
}

/** Every kind and period, set or not, with what was used in its window. */
export async function limitViews(db: Db, userId: number, now: Date) {
  const [found, used] = await Promise.all([limitRows(db, userId), usage(db, userId, now)]);
  const byKey = new Map(found.map((row) => [`${row.kind}:${row.period}`, row]));
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => limitView(byKey.get(`${kind}:${period}`), kind, period, used[kind][period], now)),
  );
}

/** Sets or removes one limit: tighter at once, looser after 24 hours (the row is locked while it is decided). */
export async function setLimit(
  db: Db,
  userId: number,
  input: { kind: LimitKind; period: LimitPeriod; amount: string | null },
  now = new Date(),
) {
  const wanted = input.amount === null ? null : usdtMinor(input.amount);
  const row = await inTransaction(db, async (tx) => {
    const current = await lockLimit(tx, userId, input.kind, input.period);
    return writeLimit(tx, { ...current, ...nextLimit(current, wanted, now) }, now);
  });
  const used = await usage(db, userId, now, [input.kind]);
  return { limit: limitView(row, input.kind, input.period, used[input.kind][input.period], now) };
}
