import { and, eq, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneLimits, fortunePlayers } from '../../db/schema/index.ts';
import { type Exec, one } from '../../ledger/sql.ts';

/** SQL of the player's limits and of what counts against them (limits.ts holds the rules). */

export type LimitRow = typeof fortuneLimits.$inferSelect;
export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';

export async function limitRows(db: Exec | Db, userId: number, kinds?: LimitKind[]): Promise<LimitRow[]> {
  const found = await asDb(db).select().from(fortuneLimits).where(eq(fortuneLimits.userId, userId));
  return kinds ? found.filter((row) => kinds.includes(row.kind as LimitKind)) : found;
}

/** The row of one limit, locked for the rest of `tx`; made empty (no limit) first when the player has none. */
export async function lockLimit(tx: Exec, userId: number, kind: LimitKind, period: LimitPeriod): Promise<LimitRow> {
  await asDb(tx).insert(fortuneLimits).values({ userId, kind, period }).onConflictDoNothing();
  const [row] = await asDb(tx)
    .select()
    .from(fortuneLimits)
    .where(and(eq(fortuneLimits.userId, userId), eq(fortuneLimits.kind, kind), eq(fortuneLimits.period, period)))
    .for('update');
  return row as LimitRow;
}

/**
 * Locks the player's fortune_players row for the rest of `tx`: the recharges of one player are then checked and
 * placed one at a time, each seeing the orders placed before it (a row lock, the same on PGlite and Postgres).
 */
export async function lockDeposits(tx: Exec, userId: number): Promise<void> {
  await asDb(tx)
    .select({ userId: fortunePlayers.userId })
    .from(fortunePlayers)
    .where(eq(fortunePlayers.userId, userId))
    .for('update');
}

export async function writeLimit(
  tx: Exec,
  row: Pick<LimitRow, 'userId' | 'kind' | 'period' | 'amount' | 'pendingAmount' | 'pendingFrom'>,
  now: Date,
): Promise<LimitRow> {
  const [written] = await asDb(tx)
    .update(fortuneLimits)
    .set({ amount: row.amount, pendingAmount: row.pendingAmount, pendingFrom: row.pendingFrom, updatedAt: now })
    .where(
      and(eq(fortuneLimits.userId, row.userId), eq(fortuneLimits.kind, row.kind), eq(fortuneLimits.period, row.period)),
    )
    .returning();
  return written as LimitRow;
}

export interface PeriodTotals<T> {
  day: T;
  week: T;
  month: T;
}

/**
 * USDT the player deposited in each rolling window ending at `now`: the coin amounts of their paid recharge orders
 * (any brand: a deposit limit holds for the account), by the time the order was paid (`updated_at`), plus the orders
 * still open (created or pending, not expired), by when they were placed: room they may still take, so two open
 * orders cannot each pass on the same room and then both be paid. An order placed or paid after `now` counts as at
 * `now`: a recharge that started later may take the player's lock first (its `created_at` is its transaction's
 * start, on the database's clock), and an open order may be paid while the check waits for the lock.
 */
export async function depositTotals(
  db: Exec | Db,
  userId: number,
  since: PeriodTotals<Date>,
  now: Date,
): Promise<PeriodTotals<bigint>> {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const row = await one<{ day: string; week: string; month: string }>(
    db,
    sql`select coalesce(sum(coin_amount) filter (where at > ${at(since.day)}), 0)::text as day,
               coalesce(sum(coin_amount) filter (where at > ${at(since.week)}), 0)::text as week,
               coalesce(sum(coin_amount), 0)::text as month
        from (select coin_amount,
                     least(case when status = 'paid' then updated_at else created_at end, ${at(now)}) as at
              from payment_orders
              where user_id = ${userId} and kind = 'recharge' and coin = 'USDT'
                and (status = 'paid' or (status in ('created', 'pending') and expires_at > ${at(now)}))) deposits
        where at > ${at(since.month)}`,
  );
  return { day: BigInt(row?.day ?? 0), week: BigInt(row?.week ?? 0), month: BigInt(row?.month ?? 0) };
}

/** Stakes and net results (stakes minus wins) in USDT over each window's days (first day included). */
export async function wagerTotals(
  db: Exec | Db,
  userId: number,
  fromDay: PeriodTotals<string>,
  toDay: string,
): Promise<PeriodTotals<{ wagered: bigint; net: bigint }>> {
  const row = await one<Record<`${'w' | 'n'}_${LimitPeriod}`, string>>(
    db,
    sql`select coalesce(sum(wagered) filter (where day >= ${fromDay.day}::date), 0)::text as w_day,
               coalesce(sum(net) filter (where day >= ${fromDay.day}::date), 0)::text as n_day,
               coalesce(sum(wagered) filter (where day >= ${fromDay.week}::date), 0)::text as w_week,
               coalesce(sum(net) filter (where day >= ${fromDay.week}::date), 0)::text as n_week,
               coalesce(sum(wagered), 0)::text as w_month,
               coalesce(sum(net), 0)::text as n_month
        from fortune_wager_days
        where user_id = ${userId} and coin = 'USDT' and day >= ${fromDay.month}::date and day <= ${toDay}::date`,
  );
  const pair = (period: LimitPeriod) => ({
    wagered: BigInt(row?.[`w_${period}`] ?? 0),
    net: BigInt(row?.[`n_${period}`] ?? 0),
  });
  return { day: pair('day'), week: pair('week'), month: pair('month') };
}

export interface WagerRecord {
  userId: number;
  coin: string;
  /** Minor units staked (>= 0). */
  stake: bigint;
  /** Minor units paid back (>= 0). */
  win: bigint;
  /** The UTC day, YYYY-MM-DD (utcDay(now)). */
  day: string;
}

/** Adds one settled wager to the player's day: wagered += stake, net += stake - win. */
export async function recordWager(tx: Exec | Db, record: WagerRecord): Promise<void> {
  if (record.stake < 0n || record.win < 0n) throw new Error('fortune: stake and win must not be negative');
  await tx.execute(
    sql`insert into fortune_wager_days (user_id, day, coin, wagered, net)
        values (${record.userId}, ${record.day}::date, ${record.coin}, ${String(record.stake)}::bigint,
                ${String(record.stake - record.win)}::bigint)
        on conflict (user_id, day, coin) do update
        set wagered = fortune_wager_days.wagered + excluded.wagered, net = fortune_wager_days.net + excluded.net`,
  );
}
