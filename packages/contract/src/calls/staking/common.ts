import * as z from 'zod/mini';

/**
 * Staking for yield (issue 20, docs/staking.md). A pool is one token of a market with one lock option (flexible, 30 or
 * 90 days) and its APR. A position holds the staked coins in the `stake` account; rewards accrue per second on the
 * position (computed, no timer) and are paid from the house when claimed. Unstaking (after the lock) starts a
 * cooldown; when it is over the principal comes back (the job, or the owner collecting), exactly once.
 */

/** Amounts on the wire are decimal strings in the pool's coin (up to 8 decimals; the coin's own decimals apply). */
export const stakeAmount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,8})?$/));

export const STAKE_COINS = ['KTHER', 'HAPPY', 'XGT'] as const;

export const stakePool = z.object({
  id: z.number(),
  market: z.string(),
  coin: z.enum(STAKE_COINS),
  apr_bps: z.number(),
  /** 0 for flexible (unstake any time), else the lock in days from staking. */
  lock_days: z.number(),
  min_amount: z.string(),
  total_staked: z.string(),
  status: z.enum(['open', 'closed']),
  /** What the caller has staked in this pool ("0" when signed out). */
  mine: z.string(),
});
export type StakePool = z.infer<typeof stakePool>;

export const stakePosition = z.object({
  id: z.number(),
  pool_id: z.number(),
  coin: z.enum(STAKE_COINS),
  amount: z.string(),
  apr_bps: z.number(),
  lock_days: z.number(),
  /** staked (earning) → cooling (unstaked, waiting for release_at) → returned (principal paid back). */
  status: z.enum(['staked', 'cooling', 'returned']),
  /** Unix seconds. */
  started_at: z.number(),
  /** When the lock ends (null for flexible). */
  lock_ends_at: z.nullable(z.number()),
  unstaked_at: z.nullable(z.number()),
  /** When the cooldown ends and the principal comes back. */
  release_at: z.nullable(z.number()),
  returned_at: z.nullable(z.number()),
  /** Rewards accrued and not claimed yet (they stop accruing at unstake). */
  pending: z.string(),
  /** Rewards paid so far. */
  claimed: z.string(),
});
export type StakePosition = z.infer<typeof stakePosition>;
