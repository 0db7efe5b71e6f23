import * as z from 'zod/mini';

/** Invest (issue 20, docs/invest.md): savings products paying a fixed APR on USDT held on the ledger. */

/** Amounts on the wire are decimal strings of USDT (6 decimals), e.g. "12.5". */
export const usdtAmount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,6})?$/));

export const investProduct = z.object({
  id: z.number(),
  market: z.string(),
  name: z.string(),
  /** fixed: locked for `term_days`, early redemption pays no interest and costs `penalty_bps` of the principal.
   *  flexible: redeemable any time with the interest accrued so far. */
  kind: z.enum(['fixed', 'flexible']),
  coin: z.literal('USDT'),
  apr_bps: z.number(),
  term_days: z.number(),
  min_amount: z.string(),
  per_user_cap: z.string(),
  total_cap: z.string(),
  subscribed: z.string(),
  penalty_bps: z.number(),
  status: z.enum(['open', 'closed']),
  /** What the caller holds in it now (principal of active positions); "0" when signed out. */
  mine: z.string(),
});
export type InvestProduct = z.infer<typeof investProduct>;

export const investPosition = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  kind: z.enum(['fixed', 'flexible']),
  principal: z.string(),
  apr_bps: z.number(),
  /** active | matured (paid by the job at maturity) | redeemed (by the player) */
  status: z.enum(['active', 'matured', 'redeemed']),
  started_at: z.number(),
  /** Unix seconds; null for flexible. */
  matures_at: z.nullable(z.number()),
  /** Interest accrued until now (active) or paid (closed). */
  interest: z.string(),
  penalty: z.string(),
  closed_at: z.nullable(z.number()),
});
export type InvestPosition = z.infer<typeof investPosition>;
