import { POOL_COIN } from '@arcadia/contract/calls/pool/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import {
  claimPayouts,
  closePeriodRow,
  countedStakes,
  insertOpenPeriod,
  insertPayouts,
  markFunded,
  markSettled,
  netEarned,
  openPeriod,
  type PeriodRow,
  periodById,
  previousPeriod,
  unpaidPayouts,
  unsettledPeriods,
} from './repo.ts';
import { nextBoundary, type PoolSettings } from './settings.ts';

/**
 * The prize pool's periodic settlement (docs/pool.md, "Settlement"). Each period goes open -> closed -> paying ->
 * settled, each step guarded so a second run, a racing run or a rerun after a crash does nothing twice:
 *  - close: the open period is closed (at its end, or by an operator now) and the next one opened, in one
 *    transaction; stakes take a share lock on the open period, so each stake belongs to exactly one period;
 *  - fund: one transaction locks the closed period, reads what `fees` and `house` earned in USDT during it from the
 *    ledger, moves the configured share into `pool`, computes every holder's payout (floor of pot x counted / total)
 *    and writes them with the rounding rest (`dust`, carried into the next period);
 *  - pay: batches of payouts, each claimed by a guarded update and paid from `pool` in the same transaction (ledger
 *    key `pool_payout:<period>:<user>`);
 *  - settle: the period is marked settled when no payout is left unpaid.
 */

const COIN = POOL_COIN as CoinCode;

export interface PoolIds {
  pool: number;
  fees: number;
  house: number;
}

/** The system accounts the pool reads and moves (USDT); resolve once, outside money transactions. */
export async function poolIds(db: Db): Promise<PoolIds> {
  return {
    pool: await accountId(db, { system: 'pool' }, COIN),
    fees: await accountId(db, { system: 'fees' }, COIN),
    house: await accountId(db, { system: 'house' }, COIN),
  };
}

export interface PoolDeps {
  db: Db;
  ids: PoolIds;
  settings: PoolSettings;
}

/** Test seams: `inside` runs in a pay batch's transaction after its moves (a throw rolls the batch back); `after`
 * runs once a batch committed (a throw stops the run, as a crash would). */
export interface JobHooks {
  inside?: (tx: Exec, userIds: number[]) => Promise<void>;
  after?: (userIds: number[]) => Promise<void>;
}

/** The open period, opened first if none is (the first one starts at the current boundary). */
export async function ensureOpenPeriod(deps: PoolDeps, now: Date): Promise<PeriodRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const open = await openPeriod(deps.db);
    if (open) return open;
    const ends = nextBoundary(now, deps.settings.periodMs);
    await insertOpenPeriod(deps.db, new Date(ends.getTime() - deps.settings.periodMs), ends);
  }
  throw new Error('pool: no open period after five attempts');
}

/** Closes open period `id` at `at` and opens the next (ending at the next boundary after `at`); false if not open. */
export async function closePeriod(deps: PoolDeps, id: number, at: Date, audit?: (tx: Exec) => Promise<void>) {
  return inTransaction(deps.db, async (tx) => {
    if (!(await closePeriodRow(tx, id, at))) return false;
    await insertOpenPeriod(tx, at, nextBoundary(at, deps.settings.periodMs));
    await audit?.(tx);
    return true;
  });
}

/** Floor shares of `pot` pro rata to `counted`; the rest is dust. Exported for the property test. */
export function splitPot(pot: bigint, holders: { userId: number; counted: bigint }[]) {
  const total = holders.reduce((sum, h) => sum + h.counted, 0n);
  if (total === 0n || pot === 0n)
    return { total, payouts: holders.map((h) => ({ ...h, amount: 0n })), paid: 0n, dust: pot };
  const payouts = holders.map((h) => ({ ...h, amount: (pot * h.counted) / total }));
  const paid = payouts.reduce((sum, p) => sum + p.amount, 0n);
  return { total, payouts, paid, dust: pot - paid };
}

/**
 * Funds a closed period once: false when it was funded already (or its predecessor is not, so its carry is unknown).
 * `earnings` replaces the ledger reading for the demo seed's history only.
 */
export async function fundPeriod(
  deps: PoolDeps,
  id: number,
  at: Date,
  earnings?: (p: PeriodRow) => { fees: bigint; house: bigint },
): Promise<boolean> {
  const { ids, settings } = deps;
  return inTransaction(deps.db, async (tx) => {
    const period = await periodById(tx, id, 'for update');
    if (period?.status !== 'closed' || !period.closedAt) return false;
    const before = await previousPeriod(tx, id);
    if (before?.status === 'open' || before?.status === 'closed') return false;
    const earned = earnings
      ? earnings(period)
      : {
          fees: await netEarned(tx, ids.fees, period.startsAt, period.closedAt),
          house: await netEarned(tx, ids.house, period.startsAt, period.closedAt),
        };
    const bps = BigInt(settings.shareBps);
    const fromFees = earned.fees > 0n ? (earned.fees * bps) / 10_000n : 0n;
    const fromHouse = earned.house > 0n ? (earned.house * bps) / 10_000n : 0n;
    const carriedIn = before?.dust ?? 0n;
    const holders = await countedStakes(tx, id);
    const split = splitPot(carriedIn + fromFees + fromHouse, holders);
    const legs: ResolvedLeg[] = [];
    if (fromFees > 0n)
      legs.push({ debitId: ids.fees, creditId: ids.pool, coin: COIN, amount: fromFees, kind: 'pool_fund' });
    if (fromHouse > 0n)
      legs.push({ debitId: ids.house, creditId: ids.pool, coin: COIN, amount: fromHouse, kind: 'pool_fund' });
    await move(tx, legs, { reference: `pool:${id}`, idempotencyKey: `pool_fund:${id}` });
    await insertPayouts(tx, id, split.payouts);
    await markFunded(
      tx,
      id,
      {
        feesEarned: earned.fees,
        houseEarned: earned.house,
        funded: fromFees + fromHouse,
        carriedIn,
        paid: split.paid,
        dust: split.dust,
        totalCounted: split.total,
        holders: holders.length,
        shareBps: settings.shareBps,
      },
      at,
    );
    return true;
  });
}

/** Pays a funded period's unpaid payouts in batches; answers how many this run paid. */
export async function payPeriod(deps: PoolDeps, id: number, at: Date, hooks: JobHooks = {}): Promise<number> {
  let paid = 0;
  for (;;) {
    const batch = await unpaidPayouts(deps.db, id, deps.settings.payBatch);
    if (batch.length === 0) return paid;
    const accounts = new Map<number, number>();
    for (const p of batch) accounts.set(p.userId, await accountId(deps.db, { userId: p.userId }, COIN));
    const got = await inTransaction(deps.db, async (tx) => {
      const claimed = await claimPayouts(
        tx,
        id,
        batch.map((p) => p.userId),
        at,
      );
      for (const c of claimed)
        if (c.amount > 0n)
          await move(
            tx,
            [
              {
                debitId: deps.ids.pool,
                creditId: accounts.get(c.userId) as number,
                coin: COIN,
                amount: c.amount,
                kind: 'pool_payout',
              },
            ],
            { reference: `pool:${id}`, idempotencyKey: `pool_payout:${id}:${c.userId}` },
          );
      await hooks.inside?.(
        tx,
        claimed.map((c) => c.userId),
      );
      return claimed.map((c) => c.userId);
    });
    paid += got.length;
    await hooks.after?.(got);
  }
}

export interface PeriodResult {
  id: number;
  funded: boolean;
  paid: number;
  settled: boolean;
}

/** Funds (if due), pays and settles one closed or paying period. */
async function settlePeriod(deps: PoolDeps, id: number, at: Date, hooks: JobHooks = {}): Promise<PeriodResult> {
  const funded = await fundPeriod(deps, id, at);
  const period = await periodById(deps.db, id);
  if (period?.status !== 'paying') return { id, funded, paid: 0, settled: false };
  const paid = await payPeriod(deps, id, at, hooks);
  const settled = await markSettled(deps.db, id, at);
  return { id, funded, paid, settled };
}

/**
 * One run of the job at `now`: opens a period if none is, closes the open one when its end has passed (again for
 * each period missed while no server ran), then settles every closed period whose close is at least
 * `settleAfterMs` old, oldest first; `force` settles a closed period at once (the console).
 */
export async function runPoolJob(
  deps: PoolDeps,
  now = new Date(),
  hooks: JobHooks = {},
  force = false,
): Promise<PeriodResult[]> {
  let open = await ensureOpenPeriod(deps, now);
  for (let i = 0; i < 1000 && open.endsAt <= now; i += 1) {
    await closePeriod(deps, open.id, open.endsAt);
    open = await ensureOpenPeriod(deps, now);
  }
  const results: PeriodResult[] = [];
  for (const period of await unsettledPeriods(deps.db)) {
    const closedAt = period.closedAt?.getTime() ?? now.getTime();
    if (!force && period.status === 'closed' && closedAt + deps.settings.settleAfterMs > now.getTime()) break;
    const result = await settlePeriod(deps, period.id, now, hooks);
    results.push(result);
    if (!result.settled) break;
  }
  return results;
}
