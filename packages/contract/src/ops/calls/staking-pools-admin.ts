import * as z from 'zod/mini';
import { STAKE_COINS, stakeAmount } from '../../calls/staking/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

const stakeMarketField = z.string().check(z.regex(/^[a-z]{2}$/, 'must be a market code like vn'));

/** A pool in the console: its terms, the principal staked now and how many positions still earn in it. */
export const opsStakePool = z.object({
  id: z.number(),
  market: z.string(),
  coin: z.enum(STAKE_COINS),
  apr_bps: z.number(),
  lock_days: z.number(),
  min_amount: z.string(),
  total_staked: z.string(),
  /** `closed` is paused: no new stakes, positions run on. */
  status: z.enum(['open', 'closed']),
  positions: z.number(),
});

/** Staking pools of every market (or of `market`), newest first, 20 a page (docs/staking.md "Console"). */
export const opsStakePools = defineOpsCall({
  path: '/staking/pools',
  permission: 'staking.manage',
  request: z.object({ market: z.optional(stakeMarketField), page: pageField }),
  response: z.object({ list: z.array(opsStakePool), has_more: z.boolean() }),
});

/**
 * Creates a pool: market, coin, lock days (0 = flexible), APR and minimum stake (in the coin). A minimum with more
 * decimals than the coin has, or 0, is a field error. Audited as `staking.pool_create`.
 */
export const opsStakePoolCreate = defineOpsCall({
  path: '/staking/pools/create',
  permission: 'staking.manage',
  reauth: true,
  request: z.object({
    market: stakeMarketField,
    coin: z.enum(STAKE_COINS),
    lock_days: z.number().check(z.int(), z.gte(0), z.lte(3650)),
    apr_bps: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
    min_amount: stakeAmount,
  }),
  response: opsStakePool,
});

/**
 * Pauses (`closed`: new stakes answer CONFLICT `closed`; positions keep earning, unstake and collect work) or resumes
 * (`open`) a pool. Audited as `staking.pool_pause` / `staking.pool_resume` with the status before and after.
 */
export const opsStakePoolStatus = defineOpsCall({
  path: '/staking/pools/status',
  permission: 'staking.manage',
  request: z.object({ pool_id: z.number().check(z.int(), z.positive()), status: z.enum(['open', 'closed']) }),
  response: opsStakePool,
});
