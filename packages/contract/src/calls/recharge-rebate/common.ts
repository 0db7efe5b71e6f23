import * as z from 'zod/mini';

/**
 * The recharge rebate campaign of /activity/recharge (issue 14): one campaign runs per market at a time, with a
 * window and tiers ("recharge 10 USDT in total this week, get 3 % back in KC"). Progress is the sum of the player's
 * recharge orders paid inside the window (refunded orders do not count). Each tier pays once, a fixed KC bonus
 * worked out when the campaign was made: reaching a tier brings the player's rebate to that tier's percentage of
 * the tier's threshold. Amounts are decimal strings (thresholds and progress in USDT, bonuses in KC); times unix
 * seconds.
 */
export const REBATE_MAX_TIERS = 6;

export const rebateTier = z.object({
  index: z.number(),
  /** USDT recharged in the window that reaches the tier. */
  threshold: z.string(),
  /** The tier's percentage, in basis points (300 = 3 %). */
  percent_bps: z.number(),
  /** KC the tier pays when claimed. */
  bonus: z.string(),
  reached: z.boolean(),
  claimed: z.boolean(),
});
export type RebateTier = z.output<typeof rebateTier>;

export const rebateCampaign = z.object({
  id: z.number(),
  market: z.string(),
  title: z.string(),
  starts_at: z.number(),
  ends_at: z.number(),
  /** running until ends_at (or an operator ends it early); reached tiers may still be claimed until claim_until. */
  state: z.enum(['scheduled', 'running', 'ended']),
  claim_until: z.number(),
  tiers: z.array(rebateTier),
});

export const rebateState = z.object({
  /** The market's running campaign, else the next scheduled one, else the latest ended one; null when none. */
  campaign: z.nullable(rebateCampaign),
  /** USDT recharged inside the window (paid, not refunded); null for a visitor. */
  progress: z.nullable(z.string()),
  claimed_total: z.string(),
  /** KC of reached tiers not claimed yet (claimable now when the campaign's claim period is open). */
  claimable: z.string(),
});
export type RebateState = z.output<typeof rebateState>;
