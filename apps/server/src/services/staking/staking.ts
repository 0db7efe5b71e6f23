import type { StakePool, StakePosition } from '@arcadia/contract/calls/staking/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { accruedInterest } from '@arcadia/contract/games/invest';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { stakePools, stakePositions } from '../../db/schema/index.ts';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';

/**
 * Staking for yield (issue 20, docs/staking.md). A position's life:
 *
 *   staked ──unstake (after the lock)──▶ cooling ──release_at (job, or the owner collecting)──▶ returned
 *
 * Staking moves the coins from the player to the `stake` account (key `stake:deposit:<position>`) in the transaction
 * that opens the position. Rewards accrue per second from `accrued_from` (simple interest on the position's APR, the
 * invest formula) and are never stored until paid: a claim is a guarded update that moves `accrued_from` forward
 * (`where accrued_from = <what was read>`), then pays house -> player with key `stake:claim:<position>:<ms>` in the
 * same transaction, so two claims at once pay once. Unstake pays what is pending and starts the cooldown; release is
 * a guarded update `cooling -> returned` plus stake -> player keyed `stake:release:<position>`, so run twice pays once.
 */

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const DAY_MS = 86_400_000;

export interface StakingDeps {
  db: Db;
  /** The stake area's clock (testClock('stake') in the app; tests inject their own). */
  nowMs: () => number;
  cooldownMs: number;
}

type PoolRow = typeof stakePools.$inferSelect;
type PositionRow = typeof stakePositions.$inferSelect;

const coinText = (coin: string, minor: bigint) => fromMinor(minor, coinOf(coin as CoinCode).decimals);

function poolView(p: PoolRow, mine: bigint): StakePool {
  return {
    id: p.id,
    market: p.market,
    coin: p.coin as StakePool['coin'],
    apr_bps: p.aprBps,
    lock_days: p.lockDays,
    min_amount: coinText(p.coin, p.minAmount),
    total_staked: coinText(p.coin, p.totalStaked),
    status: p.status as StakePool['status'],
    mine: coinText(p.coin, mine),
  };
}

/** Rewards accrued and not yet paid at `nowMs` (nothing accrues after unstake). */
export function pendingReward(pos: PositionRow, nowMs: number): bigint {
  if (pos.status !== 'staked') return 0n;
  return accruedInterest(pos.amount, pos.aprBps, (nowMs - pos.accruedFrom.getTime()) / 1000);
}

const orNull = (at: Date | null) => (at ? seconds(at) : null);

export function positionView(pos: PositionRow, nowMs: number): StakePosition {
  return {
    id: pos.id,
    pool_id: pos.poolId,
    coin: pos.coin as StakePosition['coin'],
    amount: coinText(pos.coin, pos.amount),
    apr_bps: pos.aprBps,
    lock_days: pos.lockDays,
    status: pos.status as StakePosition['status'],
    started_at: seconds(pos.startedAt),
    lock_ends_at: orNull(pos.lockEndsAt),
    unstaked_at: orNull(pos.unstakedAt),
    release_at: orNull(pos.releaseAt),
    returned_at: orNull(pos.returnedAt),
    pending: coinText(pos.coin, pendingReward(pos, nowMs)),
    claimed: coinText(pos.coin, pos.claimed),
  };
}

export async function listPools(deps: StakingDeps, market: string, userId: number | undefined) {
  const pools = await deps.db
    .select()
    .from(stakePools)
    .where(and(eq(stakePools.market, market), eq(stakePools.status, 'open')))
    .orderBy(asc(stakePools.sort), asc(stakePools.id));
  const mine = new Map<number, bigint>();
  if (userId && pools.length > 0) {
    const held = await deps.db
      .select({ poolId: stakePositions.poolId, total: sql<string>`sum(${stakePositions.amount})::text` })
      .from(stakePositions)
      .where(
        and(
          eq(stakePositions.userId, userId),
          eq(stakePositions.status, 'staked'),
          inArray(
            stakePositions.poolId,
            pools.map((p) => p.id),
          ),
        ),
      )
      .groupBy(stakePositions.poolId);
    for (const h of held) mine.set(Number(h.poolId), BigInt(h.total));
  }
  return {
    pools: pools.map((p) => poolView(p, mine.get(p.id) ?? 0n)),
    cooldown_seconds: Math.floor(deps.cooldownMs / 1000),
    now: seconds(new Date(deps.nowMs())),
  };
}

async function byKey(db: Db, userId: number, key: string) {
  const [pos] = await db
    .select()
    .from(stakePositions)
    .where(and(eq(stakePositions.userId, userId), eq(stakePositions.idempotencyKey, key)));
  return pos;
}

async function answer(deps: StakingDeps, pos: PositionRow) {
  return {
    position: positionView(pos, deps.nowMs()),
    balance: coinText(pos.coin, await balanceOf(deps.db, { userId: pos.userId }, pos.coin as CoinCode)),
  };
}

export async function deposit(
  deps: StakingDeps,
  userId: number,
  key: string,
  input: { pool_id: number; amount: string },
) {
  const first = await byKey(deps.db, userId, key);
  if (first) return answer(deps, first);
  const [pool] = await deps.db.select().from(stakePools).where(eq(stakePools.id, input.pool_id));
  if (!pool) throw new AppError('NOT_FOUND');
  const coin = pool.coin as CoinCode;
  const amount = toMinor(input.amount, coinOf(coin).decimals);
  if (amount === undefined || amount <= 0n) throw fieldError({ amount: ['invalid'] });
  if (amount < pool.minAmount) throw fieldError({ amount: ['below_minimum'] });
  const ids = {
    user: await accountId(deps.db, { userId }, coin),
    stake: await accountId(deps.db, { system: 'stake' }, coin),
  };
  try {
    const pos = await inTransaction(deps.db, async (tx) => {
      const [p] = await asDb(tx).select().from(stakePools).where(eq(stakePools.id, pool.id)).for('update');
      if (p?.status !== 'open') throw new AppError('CONFLICT', undefined, { reason: 'closed' });
      const now = new Date(deps.nowMs());
      await asDb(tx)
        .update(stakePools)
        .set({ totalStaked: sql`${stakePools.totalStaked} + ${String(amount)}::bigint` })
        .where(eq(stakePools.id, p.id));
      const [row] = await asDb(tx)
        .insert(stakePositions)
        .values({
          poolId: p.id,
          userId,
          coin,
          amount,
          aprBps: p.aprBps,
          lockDays: p.lockDays,
          startedAt: now,
          lockEndsAt: p.lockDays > 0 ? new Date(now.getTime() + p.lockDays * DAY_MS) : null,
          accruedFrom: now,
          idempotencyKey: key,
        })
        .returning();
      const made = row as PositionRow;
      await move(tx, [{ debitId: ids.user, creditId: ids.stake, coin, amount, kind: 'stake_deposit' }], {
        reference: `stake:${made.id}`,
        idempotencyKey: `stake:deposit:${made.id}`,
      });
      return made;
    });
    return answer(deps, pos);
  } catch (error) {
    // The same key sent twice at once: the loser's insert hits the unique key and rolls back.
    const again = await byKey(deps.db, userId, key);
    if (again) return answer(deps, again);
    throw error;
  }
}

async function mine(deps: StakingDeps, userId: number, positionId: number): Promise<PositionRow> {
  const [pos] = await deps.db
    .select()
    .from(stakePositions)
    .where(and(eq(stakePositions.id, positionId), eq(stakePositions.userId, userId)));
  if (!pos) throw new AppError('NOT_FOUND');
  return pos;
}

/**
 * Pays a staked position's rewards up to `untilMs` inside `tx`: the guarded update on `accrued_from` makes only one of
 * two concurrent payers move money. Returns what was paid (0 when nothing accrued or someone else paid first).
 */
async function payRewards(
  tx: Exec,
  ids: Accounts,
  pos: PositionRow,
  untilMs: number,
  extra: Partial<PositionRow> = {},
) {
  const reward = pendingReward(pos, untilMs);
  const [updated] = await asDb(tx)
    .update(stakePositions)
    .set({
      accruedFrom: new Date(untilMs),
      claimed: sql`${stakePositions.claimed} + ${String(reward)}::bigint`,
      ...extra,
    })
    .where(
      and(
        eq(stakePositions.id, pos.id),
        eq(stakePositions.status, 'staked'),
        eq(stakePositions.accruedFrom, pos.accruedFrom),
      ),
    )
    .returning();
  if (!updated) return undefined;
  if (reward > 0n) {
    const coin = pos.coin as CoinCode;
    await move(tx, [{ debitId: ids.house, creditId: ids.user, coin, amount: reward, kind: 'stake_reward' }], {
      reference: `stake:${pos.id}`,
      idempotencyKey: `stake:claim:${pos.id}:${untilMs}`,
    });
  }
  return { row: updated, reward };
}

export async function claim(deps: StakingDeps, userId: number, positionId: number) {
  const pos = await mine(deps, userId, positionId);
  const ids = await accountsOf(deps, pos);
  const nowMs = deps.nowMs();
  const paid =
    pos.status === 'staked' ? await inTransaction(deps.db, (tx) => payRewards(tx, ids, pos, nowMs)) : undefined;
  const row = paid?.row ?? (await mine(deps, userId, positionId));
  return { ...(await answer(deps, row)), paid: coinText(pos.coin, paid?.reward ?? 0n) };
}

interface Accounts {
  house: number;
  stake: number;
  user: number;
}

/** The accounts a position's money moves between, resolved outside the money transaction (see accountId). */
async function accountsOf(deps: StakingDeps, pos: PositionRow): Promise<Accounts> {
  const coin = pos.coin as CoinCode;
  return {
    house: await accountId(deps.db, { system: 'house' }, coin),
    stake: await accountId(deps.db, { system: 'stake' }, coin),
    user: await accountId(deps.db, { userId: pos.userId }, coin),
  };
}

export async function unstake(deps: StakingDeps, userId: number, positionId: number) {
  const pos = await mine(deps, userId, positionId);
  if (pos.status !== 'staked') throw new AppError('CONFLICT', undefined, { reason: 'not_staked' });
  const nowMs = deps.nowMs();
  if (pos.lockEndsAt && nowMs < pos.lockEndsAt.getTime())
    throw fieldError({ position_id: ['locked'] }, `Locked until ${pos.lockEndsAt.toISOString()}`);
  const ids = await accountsOf(deps, pos);
  const done = await inTransaction(deps.db, async (tx) => {
    const now = new Date(nowMs);
    const paid = await payRewards(tx, ids, pos, nowMs, {
      status: 'cooling',
      unstakedAt: now,
      releaseAt: new Date(nowMs + deps.cooldownMs),
    });
    if (!paid) return undefined;
    await asDb(tx)
      .update(stakePools)
      .set({ totalStaked: sql`${stakePools.totalStaked} - ${String(pos.amount)}::bigint` })
      .where(eq(stakePools.id, pos.poolId));
    return paid.row;
  });
  if (!done) throw new AppError('CONFLICT', undefined, { reason: 'not_staked' });
  // A cooldown of 0 returns the coins at once.
  if (deps.cooldownMs === 0) return answer(deps, (await release(deps, done)) ?? (await mine(deps, userId, positionId)));
  return answer(deps, done);
}

/** Returns a cooled-down position's principal; undefined when it was not due or someone else returned it. */
async function release(deps: StakingDeps, pos: PositionRow): Promise<PositionRow | undefined> {
  const nowMs = deps.nowMs();
  const coin = pos.coin as CoinCode;
  const ids = await accountsOf(deps, pos);
  return inTransaction(deps.db, async (tx) => {
    const [done] = await asDb(tx)
      .update(stakePositions)
      .set({ status: 'returned', returnedAt: new Date(nowMs) })
      .where(
        and(
          eq(stakePositions.id, pos.id),
          eq(stakePositions.status, 'cooling'),
          lte(stakePositions.releaseAt, new Date(nowMs)),
        ),
      )
      .returning();
    if (!done) return undefined;
    await move(tx, [{ debitId: ids.stake, creditId: ids.user, coin, amount: pos.amount, kind: 'stake_release' }], {
      reference: `stake:${pos.id}`,
      idempotencyKey: `stake:release:${pos.id}`,
    });
    return done;
  });
}

export async function collect(deps: StakingDeps, userId: number, positionId: number) {
  const pos = await mine(deps, userId, positionId);
  if (pos.status === 'staked') throw new AppError('CONFLICT', undefined, { reason: 'staked' });
  if (pos.status === 'cooling') {
    if (pos.releaseAt && deps.nowMs() < pos.releaseAt.getTime())
      throw new AppError('CONFLICT', undefined, { reason: 'cooling' });
    await release(deps, pos);
  }
  return answer(deps, await mine(deps, userId, positionId));
}

export async function listPositions(deps: StakingDeps, userId: number, page: number, size: number) {
  await runStakeTick(deps, userId);
  const found = await deps.db
    .select()
    .from(stakePositions)
    .where(eq(stakePositions.userId, userId))
    .orderBy(desc(stakePositions.id))
    .limit(size)
    .offset((page - 1) * size);
  const nowMs = deps.nowMs();
  return { positions: found.map((p) => positionView(p, nowMs)), now: seconds(new Date(nowMs)) };
}

/** The release job: returns every position whose cooldown is over (or only `userId`'s). Safe to run twice or at once. */
export async function runStakeTick(deps: StakingDeps, userId?: number, limit = 200) {
  const due = await deps.db
    .select()
    .from(stakePositions)
    .where(
      and(
        eq(stakePositions.status, 'cooling'),
        lte(stakePositions.releaseAt, new Date(deps.nowMs())),
        userId ? eq(stakePositions.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(stakePositions.releaseAt))
    .limit(limit);
  let returned = 0;
  for (const pos of due) if (await release(deps, pos)) returned += 1;
  return { returned };
}
