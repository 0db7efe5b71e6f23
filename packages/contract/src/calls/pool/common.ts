/**
 * Shared shapes of the prize pool (service `pool`, docs/pool.md).
 *
 * The pool pays USDT (POOL_COIN) to players who stake KC (STAKE_COIN), the contribute coin. Each period a share of
 * what the platform's `fees` and `house` accounts earned in USDT during the period goes into the pool, and the pool
 * is paid out to the period's holders pro rata to their counted stake; the rounding rest carries to the next period.
 *
 * A stake COUNTS for a period at the lowest it was during the period: KC staked during a period counts from the next
 * one, and unstaking (KC back at once) lowers the current period's count to what remains.
 *
 * Amounts are decimal strings in coin units (wallet/common.ts); times are unix seconds; `share_ppm` is the
 * holder's part of the period's counted stake in millionths (125000 = 12.5 %).
 */
import * as z from 'zod/mini';

export const POOL_COIN = 'USDT';
export const STAKE_COIN = 'KC';
/** KC has 2 decimals. */
export const STAKE_DECIMALS = 2;
/** The smallest stake or unstake, in KC. */
export const MIN_STAKE_KC = '1';

/** A KC amount as typed: at most 2 decimals, at least 1 KC, at most 100,000,000 KC. */
export const stakeAmount = z.string().check(
  z.trim(),
  z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Must be an amount like 100 or 12.5 (at most 2 decimals)'),
  z.refine((v) => Number(v) >= 1, 'Must be at least 1 KC'),
);

export const periodStatus = z.enum(['open', 'closed', 'paying', 'settled']);
export type PeriodStatus = z.output<typeof periodStatus>;

/** The player's place in the pool (null for a visitor). */
export const myPool = z.object({
  /** KC staked now. */
  staked: z.string(),
  /** KC counted for the open period so far (the lowest the stake was since it started). */
  counted: z.string(),
  /** KC staked this period that count from the next one. */
  pending: z.string(),
  share_ppm: z.number(),
  /** USDT this period would pay if it closed now with the pool as it is. */
  estimate: z.string(),
  /** KC in the wallet, free to stake. */
  kc_balance: z.string(),
  /** USDT paid to this player by every settled period. */
  paid_total: z.string(),
});
export type MyPool = z.output<typeof myPool>;

export const stakeAnswer = z.object({
  staked: z.string(),
  counted: z.string(),
  pending: z.string(),
  kc_balance: z.string(),
});
