import { MIN_STAKE_KC, POOL_COIN, STAKE_COIN, STAKE_DECIMALS } from '@arcadia/contract/calls/pool/common';
import type { PoolPeriod } from '@arcadia/contract/calls/pool/periods';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { accountId } from '../../ledger/accounts.ts';
import { coinOf, fromMinor, toMinor } from '../../ledger/coins.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { balanceOf, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { ensureOpenPeriod, type PoolDeps } from './job.ts';
import {
  countedOf,
  countedTotal,
  fundedPeriods,
  lastFundedPeriod,
  lockStake,
  netEarned,
  openPeriod,
  type PeriodWithMine,
  paidTotal,
  recordStake,
  stakeOf,
} from './repo.ts';

/**
 * The players' side of the prize pool (docs/pool.md): staking KC, the pool now with the player's share and
 * estimate, and past periods with the player's payouts.
 */

const KC = STAKE_COIN as CoinCode;
const USDT = POOL_COIN as CoinCode;
const kcText = (minor: bigint) => fromMinor(minor, STAKE_DECIMALS);
const usdtText = (minor: bigint) => fromMinor(minor, coinOf(USDT).decimals);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const PERIODS_PAGE = 10;

/** The open period moved on between reading it and locking it (a close raced the stake): try again. */
class PeriodMoved extends Error {}

interface StakeState {
  staked: string;
  counted: string;
  pending: string;
  kc_balance: string;
}

async function stateIn(tx: Exec, userId: number, periodId: number, staked: bigint): Promise<StakeState> {
  const counted = await countedOf(tx, periodId, userId);
  return {
    staked: kcText(staked),
    counted: kcText(counted),
    pending: kcText(staked - counted),
    kc_balance: kcText(await balanceOf(tx, { userId }, KC)),
  };
}

/**
 * stake / unstake: one transaction takes a share lock on the open period (so a close waits for it, and the event
 * belongs to exactly the period it locked), locks the player's stake row, moves the KC between the wallet and the
 * `pool` account and records the event. Once per Idempotency-Key (a repeat answers the first result).
 */
export async function changeStake(
  deps: PoolDeps,
  userId: number,
  key: string,
  direction: 'stake' | 'unstake',
  amountText: string,
  now = new Date(),
): Promise<StakeState> {
  const amount = toMinor(amountText, STAKE_DECIMALS);
  if (amount === undefined || amount < (toMinor(MIN_STAKE_KC, STAKE_DECIMALS) as bigint))
    throw fieldError({ amount: [`Must be at least ${MIN_STAKE_KC} KC with at most ${STAKE_DECIMALS} decimals`] });
  const user = await accountId(deps.db, { userId }, KC);
  const pool = await accountId(deps.db, { system: 'pool' }, KC);
  const scope = `pool/${direction}`;
  for (let attempt = 0; ; attempt += 1) {
    const expected = await ensureOpenPeriod(deps, now);
    try {
      return await onceOnly(deps.db, { userId, key, scope, body: { amount: amountText } }, async (tx) => {
        const period = await openPeriod(tx, 'for share');
        if (!period || period.id !== expected.id) throw new PeriodMoved();
        const staked = await lockStake(tx, userId);
        if (direction === 'unstake' && amount > staked)
          throw fieldError({ amount: [`At most ${kcText(staked)} KC is staked`] }, 'More than your stake.');
        const after = direction === 'stake' ? staked + amount : staked - amount;
        const [debitId, creditId] = direction === 'stake' ? [user, pool] : [pool, user];
        await move(tx, [{ debitId, creditId, coin: KC, amount, kind: `pool_${direction}` }], {
          reference: `pool_stake:${userId}`,
          idempotencyKey: `pool_${direction}:${userId}:${key}`,
        });
        await recordStake(tx, userId, period.id, direction === 'stake' ? amount : -amount, after, now);
        return stateIn(tx, userId, period.id, after);
      });
    } catch (error) {
      if (error instanceof PeriodMoved && attempt < 5) continue;
      if (error instanceof PeriodMoved) throw new AppError('CONFLICT', 'The pool is settling; try again.');
      throw error;
    }
  }
}

/** The pool now: carry + the share of this period's earnings so far; the player's stake, share and estimate. */
export async function poolInfo(deps: PoolDeps, userId: number | undefined, now = new Date()) {
  const { db, ids, settings } = deps;
  const open = await ensureOpenPeriod(deps, now);
  const bps = BigInt(settings.shareBps);
  const share = (earned: bigint) => (earned > 0n ? (earned * bps) / 10_000n : 0n);
  const until = now > open.startsAt ? now : open.startsAt;
  const accrued =
    share(await netEarned(db, ids.fees, open.startsAt, until)) +
    share(await netEarned(db, ids.house, open.startsAt, until));
  const carried = (await lastFundedPeriod(db))?.dust ?? 0n;
  const pool = carried + accrued;
  const { total, holders } = await countedTotal(db, open.id);
  let me = null;
  if (userId) {
    const staked = await stakeOf(db, userId);
    const counted = await countedOf(db, open.id, userId);
    me = {
      staked: kcText(staked),
      counted: kcText(counted),
      pending: kcText(staked - counted),
      share_ppm: total > 0n ? Number((counted * 1_000_000n) / total) : 0,
      estimate: usdtText(total > 0n ? (pool * counted) / total : 0n),
      kc_balance: kcText(await balanceOf(db, { userId }, KC)),
      paid_total: usdtText(await paidTotal(db, userId)),
    };
  }
  return {
    coin: 'USDT' as const,
    stake_coin: 'KC' as const,
    period_id: open.id,
    starts_at: seconds(open.startsAt),
    ends_at: seconds(open.endsAt),
    now: seconds(now),
    pool: usdtText(pool),
    carried: usdtText(carried),
    accrued: usdtText(accrued),
    share_bps: settings.shareBps,
    total_counted: kcText(total),
    holders,
    min_stake: MIN_STAKE_KC,
    me,
  };
}

function periodView(p: PeriodWithMine): PoolPeriod {
  return {
    id: p.id,
    starts_at: seconds(p.startsAt),
    ends_at: seconds(p.closedAt ?? p.endsAt),
    status: p.status,
    pot: usdtText(p.carriedIn + p.funded),
    funded: usdtText(p.funded),
    carried_in: usdtText(p.carriedIn),
    paid: usdtText(p.paid),
    dust: usdtText(p.dust),
    holders: p.holders,
    total_counted: kcText(p.totalCounted),
    my_counted: kcText(p.myCounted),
    my_payout: usdtText(p.myPayout),
    my_paid_at: p.myPaidAt ? seconds(p.myPaidAt) : null,
    settled_at: p.settledAt ? seconds(p.settledAt) : null,
  };
}

export async function poolPeriods(deps: PoolDeps, userId: number | undefined, page: number, mine: boolean) {
  if (mine && !userId) return { list: [], has_more: false };
  const found = await fundedPeriods(deps.db, userId, mine, PERIODS_PAGE + 1, (page - 1) * PERIODS_PAGE);
  return { list: found.slice(0, PERIODS_PAGE).map(periodView), has_more: found.length > PERIODS_PAGE };
}
