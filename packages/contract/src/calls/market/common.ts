import * as z from 'zod/mini';

/** Pair symbols like XGT_USDT. */
export const symbolField = z.string().check(z.regex(/^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/));
/** A decimal amount in whole coins as text (exact; never a float). */
export const decimalField = z.string().check(z.regex(/^\d{1,18}(\.\d{1,18})?$/));

export const marketOrder = z.object({
  id: z.number(),
  symbol: z.string(),
  side: z.string(),
  type: z.string(),
  price: z.string(),
  qty: z.string(),
  remaining: z.string(),
  filled_quote: z.string(),
  /** open | filled | cancelled */
  status: z.string(),
  /** none | market-unfilled | self-trade | budget | user */
  cancel_reason: z.string(),
  created_at: z.number(),
});

export const marketTicker = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  /** spot | stock */
  kind: z.string(),
  /** A listed stock's id; '' for spot pairs. */
  stock_id: z.string(),
  last: z.string(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  volume: z.string(),
  quote_volume: z.string(),
  change_bps: z.number(),
  /** Trading halted by an operator: new orders answer CONFLICT `halted`; cancels still work. */
  halted: z.optional(z.boolean()),
});
