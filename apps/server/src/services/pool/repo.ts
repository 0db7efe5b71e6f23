import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Exec, one, rows } from '../../ledger/sql.ts';

/** The prize pool's SQL (docs/pool.md). Money itself moves only through ledger/ (service files). */

export interface PeriodRow {
  id: number;
  status: 'open' | 'closed' | 'paying' | 'settled';
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  shareBps: number;
  feesEarned: bigint;
  houseEarned: bigint;
  funded: bigint;
  carriedIn: bigint;
  paid: bigint;
  dust: bigint;
  totalCounted: bigint;
  holders: number;
  fundedAt: Date | null;
  settledAt: Date | null;
}

const PERIOD_COLUMNS =
  sql.raw(`id, status, starts_at, ends_at, closed_at, share_bps, fees_earned::text, house_earned::text,
  funded::text, carried_in::text, paid::text, dust::text, total_counted::text, holders, funded_at, settled_at`);

type RawPeriod = Record<string, unknown>;
/** A time parameter: postgres-js takes no Date in raw SQL, so it goes as ISO text. */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

function periodOf(r: RawPeriod): PeriodRow {
  return {
    id: Number(r.id),
    status: r.status as PeriodRow['status'],
    startsAt: date(r.starts_at) as Date,
    endsAt: date(r.ends_at) as Date,
    closedAt: date(r.closed_at),
    shareBps: Number(r.share_bps),
    feesEarned: BigInt(r.fees_earned as string),
    houseEarned: BigInt(r.house_earned as string),
    funded: BigInt(r.funded as string),
    carriedIn: BigInt(r.carried_in as string),
    paid: BigInt(r.paid as string),
    dust: BigInt(r.dust as string),
    totalCounted: BigInt(r.total_counted as string),
    holders: Number(r.holders),
    fundedAt: date(r.funded_at),
    settledAt: date(r.settled_at),
  };
}

export async function openPeriod(db: Exec, lock: '' | 'for share' | 'for update' = ''): Promise<PeriodRow | undefined> {
  const row = await one<RawPeriod>(
    db,
    sql`select ${PERIOD_COLUMNS} from pool_periods where status = 'open' ${sql.raw(lock)}`,
  );
  return row ? periodOf(row) : undefined;
}

export async function periodById(db: Exec, id: number, lock: '' | 'for update' = ''): Promise<PeriodRow | undefined> {
  const row = await one<RawPeriod>(
    db,
    sql`select ${PERIOD_COLUMNS} from pool_periods where id = ${id} ${sql.raw(lock)}`,
  );
  return row ? periodOf(row) : undefined;
}

/** Inserts an open period unless one exists (the partial unique index keeps it to one). */
export async function insertOpenPeriod(db: Exec, startsAt: Date, endsAt: Date): Promise<void> {
  await db.execute(
    sql`insert into pool_periods (status, starts_at, ends_at) values ('open', ${ts(startsAt)}, ${ts(endsAt)}) on conflict do nothing`,
  );
}

/** Closes the open period `id` at `at`; false when it was not open any more (another run closed it). */
export async function closePeriodRow(tx: Exec, id: number, at: Date): Promise<boolean> {
  const done = await one<{ id: number }>(
    tx,
    sql`update pool_periods set status = 'closed', closed_at = ${ts(at)} where id = ${id} and status = 'open' returning id`,
  );
  return !!done;
}

/** Closed and paying periods, oldest first: what the job still has to do. */
export async function unsettledPeriods(db: Exec): Promise<PeriodRow[]> {
  const found = await rows<RawPeriod>(
    db,
    sql`select ${PERIOD_COLUMNS} from pool_periods where status in ('closed', 'paying') order by id`,
  );
  return found.map(periodOf);
}

/** The latest period funded before `id` (its dust is what `id` carries in). */
export async function previousPeriod(tx: Exec, id: number): Promise<PeriodRow | undefined> {
  const row = await one<RawPeriod>(
    tx,
    sql`select ${PERIOD_COLUMNS} from pool_periods where id < ${id} order by id desc limit 1`,
  );
  return row ? periodOf(row) : undefined;
}

/** The latest funded period (paying or settled): its dust is in the pool now. */
export async function lastFundedPeriod(db: Exec): Promise<PeriodRow | undefined> {
  const row = await one<RawPeriod>(
    db,
    sql`select ${PERIOD_COLUMNS} from pool_periods where status in ('paying', 'settled') order by id desc limit 1`,
  );
  return row ? periodOf(row) : undefined;
}

export interface Funding {
  feesEarned: bigint;
  houseEarned: bigint;
  funded: bigint;
  carriedIn: bigint;
  paid: bigint;
  dust: bigint;
  totalCounted: bigint;
  holders: number;
  shareBps: number;
}

export async function markFunded(tx: Exec, id: number, f: Funding, at: Date): Promise<void> {
  await tx.execute(
    sql`update pool_periods set status = 'paying', fees_earned = ${String(f.feesEarned)}::bigint,
          house_earned = ${String(f.houseEarned)}::bigint, funded = ${String(f.funded)}::bigint,
          carried_in = ${String(f.carriedIn)}::bigint, paid = ${String(f.paid)}::bigint, dust = ${String(f.dust)}::bigint,
          total_counted = ${String(f.totalCounted)}::bigint, holders = ${f.holders}, share_bps = ${f.shareBps},
          funded_at = ${ts(at)}
        where id = ${id}`,
  );
}

/** Marks a paying period settled once no payout of it is unpaid; false otherwise. */
export async function markSettled(db: Exec, id: number, at: Date): Promise<boolean> {
  const done = await one<{ id: number }>(
    db,
    sql`update pool_periods set status = 'settled', settled_at = ${ts(at)}
        where id = ${id} and status = 'paying'
          and not exists (select 1 from pool_payouts where period_id = ${id} and paid_at is null)
        returning id`,
  );
  return !!done;
}

/**
 * Each holder's counted stake for `periodId`: the lowest their stake was during it, i.e. the least of the stake when
 * it opened (the last event of an earlier period) and every stake after an event in it. Holders at zero are left out.
 */
function countedQuery(periodId: number, userId?: number) {
  const who = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
  return sql`
    with starts as (
      select distinct on (user_id) user_id, balance_after as start
      from pool_stake_events where period_id < ${periodId} ${who}
      order by user_id, id desc
    ), lows as (
      select user_id, min(balance_after) as low from pool_stake_events where period_id = ${periodId} ${who}
      group by user_id
    )
    select s.user_id, least(s.start, coalesce(l.low, s.start)) as counted
    from starts s left join lows l on l.user_id = s.user_id
    where least(s.start, coalesce(l.low, s.start)) > 0`;
}

export async function countedStakes(db: Exec, periodId: number): Promise<{ userId: number; counted: bigint }[]> {
  const found = await rows<{ user_id: string | number; counted: string }>(
    db,
    sql`select user_id, counted::text as counted from (${countedQuery(periodId)}) c order by user_id`,
  );
  return found.map((r) => ({ userId: Number(r.user_id), counted: BigInt(r.counted) }));
}

export async function countedTotal(db: Exec, periodId: number): Promise<{ total: bigint; holders: number }> {
  const row = await one<{ total: string; holders: string | number }>(
    db,
    sql`select coalesce(sum(counted), 0)::text as total, count(*) as holders from (${countedQuery(periodId)}) c`,
  );
  return { total: BigInt(row?.total ?? '0'), holders: Number(row?.holders ?? 0) };
}

export async function countedOf(db: Exec, periodId: number, userId: number): Promise<bigint> {
  const row = await one<{ counted: string }>(
    db,
    sql`select counted::text as counted from (${countedQuery(periodId, userId)}) c`,
  );
  return BigInt(row?.counted ?? '0');
}

/**
 * Net USDT the account earned in [from, to): what came in minus what went out, read from the ledger's immutable
 * transfers, leaving out the pool's own funding and the house's side of swaps (coins it trades, not revenue; the
 * swap fee itself goes to `fees` and counts).
 */
export async function netEarned(db: Exec, accountId: number, from: Date, to: Date): Promise<bigint> {
  const row = await one<{ net: string }>(
    db,
    sql`select (coalesce(sum(amount) filter (where credit_account_id = ${accountId}), 0)
              - coalesce(sum(amount) filter (where debit_account_id = ${accountId}), 0))::text as net
        from ledger_transfers
        where (credit_account_id = ${accountId} or debit_account_id = ${accountId})
          and created_at >= ${ts(from)} and created_at < ${ts(to)} and kind not in ('pool_fund', 'swap')`,
  );
  return BigInt(row?.net ?? '0');
}

/** The player's stake row, locked (created at zero first, so concurrent stakes of one player queue on it). */
export async function lockStake(tx: Exec, userId: number): Promise<bigint> {
  await tx.execute(sql`insert into pool_stakes (user_id, amount) values (${userId}, 0) on conflict do nothing`);
  const row = await one<{ amount: string }>(
    tx,
    sql`select amount::text as amount from pool_stakes where user_id = ${userId} for update`,
  );
  return BigInt(row?.amount ?? '0');
}

export async function stakeOf(db: Exec, userId: number): Promise<bigint> {
  const row = await one<{ amount: string }>(
    db,
    sql`select amount::text as amount from pool_stakes where user_id = ${userId}`,
  );
  return BigInt(row?.amount ?? '0');
}

export async function recordStake(
  tx: Exec,
  userId: number,
  periodId: number,
  delta: bigint,
  after: bigint,
  at: Date,
): Promise<void> {
  await tx.execute(
    sql`update pool_stakes set amount = ${String(after)}::bigint, updated_at = ${ts(at)} where user_id = ${userId}`,
  );
  await tx.execute(
    sql`insert into pool_stake_events (user_id, period_id, delta, balance_after, created_at)
        values (${userId}, ${periodId}, ${String(delta)}::bigint, ${String(after)}::bigint, ${ts(at)})`,
  );
}

export async function insertPayouts(
  tx: Exec,
  periodId: number,
  list: { userId: number; counted: bigint; amount: bigint }[],
): Promise<void> {
  for (let i = 0; i < list.length; i += 500) {
    const values = sql.join(
      list
        .slice(i, i + 500)
        .map((p) => sql`(${periodId}, ${p.userId}, ${String(p.counted)}::bigint, ${String(p.amount)}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`insert into pool_payouts (period_id, user_id, counted, amount) values ${values}`);
  }
}

export async function unpaidPayouts(
  db: Exec,
  periodId: number,
  limit: number,
): Promise<{ userId: number; amount: bigint }[]> {
  const found = await rows<{ user_id: string | number; amount: string }>(
    db,
    sql`select user_id, amount::text as amount from pool_payouts where period_id = ${periodId} and paid_at is null
        order by user_id limit ${limit}`,
  );
  return found.map((r) => ({ userId: Number(r.user_id), amount: BigInt(r.amount) }));
}

/** Claims the given unpaid payouts (the guard makes each claimable once); answers those this transaction got. */
export async function claimPayouts(
  tx: Exec,
  periodId: number,
  userIds: number[],
  at: Date,
): Promise<{ userId: number; amount: bigint }[]> {
  if (userIds.length === 0) return [];
  const found = await rows<{ user_id: string | number; amount: string }>(
    tx,
    sql`update pool_payouts set paid_at = ${ts(at)}
        where period_id = ${periodId} and paid_at is null
          and user_id in (${sql.join(
            userIds.map((u) => sql`${u}`),
            sql`, `,
          )})
        returning user_id, amount::text as amount`,
  );
  return found.map((r) => ({ userId: Number(r.user_id), amount: BigInt(r.amount) }));
}

export interface PeriodWithMine extends PeriodRow {
  myCounted: bigint;
  myPayout: bigint;
  myPaidAt: Date | null;
}

/** Funded periods newest first, with the user's payout (none for a visitor); `mine`: only those that paid them. */
export async function fundedPeriods(
  db: Db,
  userId: number | undefined,
  mine: boolean,
  limit: number,
  offset: number,
): Promise<PeriodWithMine[]> {
  const uid = userId ?? 0;
  const found = await rows<RawPeriod & { my_counted: string | null; my_payout: string | null; my_paid_at: unknown }>(
    db,
    sql`select ${sql.raw(
      'p.id, p.status, p.starts_at, p.ends_at, p.closed_at, p.share_bps, p.fees_earned::text, p.house_earned::text, p.funded::text, p.carried_in::text, p.paid::text, p.dust::text, p.total_counted::text, p.holders, p.funded_at, p.settled_at',
    )}, o.counted::text as my_counted, o.amount::text as my_payout, o.paid_at as my_paid_at
        from pool_periods p ${mine ? sql`join` : sql`left join`} pool_payouts o on o.period_id = p.id and o.user_id = ${uid}
        where p.status in ('paying', 'settled') ${mine ? sql`and o.amount > 0` : sql``}
        order by p.id desc limit ${limit} offset ${offset}`,
  );
  return found.map((r) => ({
    ...periodOf(r),
    myCounted: BigInt(r.my_counted ?? '0'),
    myPayout: BigInt(r.my_payout ?? '0'),
    myPaidAt: date(r.my_paid_at),
  }));
}

/** USDT the pool paid the player over every period. */
export async function paidTotal(db: Exec, userId: number): Promise<bigint> {
  const row = await one<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from pool_payouts where user_id = ${userId} and paid_at is not null`,
  );
  return BigInt(row?.total ?? '0');
}

/** Every period, newest first (the console). */
export async function allPeriods(db: Exec, limit: number, offset: number): Promise<PeriodRow[]> {
  const found = await rows<RawPeriod>(
    db,
    sql`select ${PERIOD_COLUMNS} from pool_periods order by id desc limit ${limit} offset ${offset}`,
  );
  return found.map(periodOf);
}

export async function unpaidCount(db: Exec, periodId: number): Promise<number> {
  const row = await one<{ n: string | number }>(
    db,
    sql`select count(*) as n from pool_payouts where period_id = ${periodId} and paid_at is null`,
  );
  return Number(row?.n ?? 0);
}
