import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { stakePools, stakePositions } from '../../db/schema/index.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { writeAudit } from '../ops/audit.ts';
import type { StakingDeps } from './staking.ts';

/**
 * The console's side of staking (docs/staking.md, "Console"): every market's pools with what is staked and how many
 * positions still earn, creating a pool, pausing (status 'closed': no new stakes, positions run on) and resuming it.
 * Each change is audited in the transaction that writes it.
 */

const PAGE = 20;

interface Operator {
  id: number;
  ip: string;
}

type PoolRow = typeof stakePools.$inferSelect;
type StakeCoin = 'KTHER' | 'HAPPY' | 'XGT';

function view(p: PoolRow, positions: number) {
  return {
    id: p.id,
    market: p.market,
    coin: p.coin as StakeCoin,
    apr_bps: p.aprBps,
    lock_days: p.lockDays,
    min_amount: fromMinor(p.minAmount, coinOf(p.coin as CoinCode).decimals),
    total_staked: fromMinor(p.totalStaked, coinOf(p.coin as CoinCode).decimals),
    status: p.status as 'open' | 'closed',
    positions,
  };
}

async function stakedCounts(deps: StakingDeps, ids: number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const found = await deps.db
    .select({ id: stakePositions.poolId, n: sql<number>`count(*)::int` })
    .from(stakePositions)
    .where(and(inArray(stakePositions.poolId, ids), eq(stakePositions.status, 'staked')))
    .groupBy(stakePositions.poolId);
  for (const r of found) counts.set(Number(r.id), Number(r.n));
  return counts;
}

export async function opsStakeList(deps: StakingDeps, market: string | undefined, page: number) {
  const found = await deps.db
    .select()
    .from(stakePools)
    .where(market ? eq(stakePools.market, market) : undefined)
    .orderBy(desc(stakePools.id))
    .limit(PAGE + 1)
    .offset((page - 1) * PAGE);
  const shown = found.slice(0, PAGE);
  const counts = await stakedCounts(
    deps,
    shown.map((p) => p.id),
  );
  return { list: shown.map((p) => view(p, counts.get(p.id) ?? 0)), has_more: found.length > PAGE };
}

export async function opsStakeCreate(
  deps: StakingDeps,
  operator: Operator,
  input: { market: string; coin: StakeCoin; lock_days: number; apr_bps: number; min_amount: string },
) {
  const decimals = coinOf(input.coin).decimals;
  const minAmount = toMinor(input.min_amount, decimals);
  if (minAmount === undefined || minAmount <= 0n)
    throw fieldError({ min_amount: [`more than 0, at most ${decimals} decimals`] });
  return inTransaction(deps.db, async (tx) => {
    const [made] = await asDb(tx)
      .insert(stakePools)
      .values({
        market: input.market,
        coin: input.coin,
        aprBps: input.apr_bps,
        lockDays: input.lock_days,
        minAmount,
        sort: 100 + input.lock_days,
      })
      .returning();
    if (!made) throw new Error('stake pool insert returned nothing');
    const answer = view(made, 0);
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: 'staking.pool_create',
      target: `stake_pool:${made.id}`,
      after: answer,
    });
    return answer;
  });
}

export async function opsStakeSetStatus(
  deps: StakingDeps,
  operator: Operator,
  input: { pool_id: number; status: 'open' | 'closed' },
) {
  const changed = await inTransaction(deps.db, async (tx) => {
    // The row lock deposit takes: a stake in flight finishes before the pause, none starts after it.
    const [before] = await asDb(tx).select().from(stakePools).where(eq(stakePools.id, input.pool_id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status === input.status) return before;
    const [after] = await asDb(tx)
      .update(stakePools)
      .set({ status: input.status })
      .where(eq(stakePools.id, before.id))
      .returning();
    await writeAudit(tx, {
      operatorId: operator.id,
      ip: operator.ip,
      action: input.status === 'closed' ? 'staking.pool_pause' : 'staking.pool_resume',
      target: `stake_pool:${before.id}`,
      before: { status: before.status },
      after: { status: input.status },
    });
    return after as PoolRow;
  });
  const counts = await stakedCounts(deps, [changed.id]);
  return view(changed, counts.get(changed.id) ?? 0);
}
