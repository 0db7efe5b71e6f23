import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** One exchange's reference price beside ours, with the difference in basis points (0 without a last price). */
const opsMarketRef = z.object({ exchange: z.string(), price: z.string(), diff_bps: z.number() });

/** A pair in the console: what players see in its ticker, its open orders and whether trading is halted. */
export const opsMarketPair = z.object({
  symbol: z.string(),
  kind: z.enum(['spot', 'stock']),
  stock_id: z.string(),
  base: z.string(),
  quote: z.string(),
  last: z.string(),
  /** 24 h volume in the base coin and in the quote coin. */
  volume: z.string(),
  quote_volume: z.string(),
  open_orders: z.number(),
  halted: z.boolean(),
  refs: z.array(opsMarketRef),
});

const symbolField = z.string().check(z.regex(/^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/, 'must be a pair like XGT_USDT'));

/**
 * Every pair of the market (spot and stock, docs/market.md "What an operator does") with last price, 24 h volume,
 * open orders, the reference prices of the exchanges 151 and 221 and their difference from ours.
 */
export const opsMarketPairs = defineOpsCall({
  path: '/market/pairs',
  permission: 'market.manage',
  request: z.object({}),
  response: z.object({ list: z.array(opsMarketPair) }),
});

/**
 * Halts (`halted: true`: new orders answer CONFLICT `halted`, cancels still work, the book stays) or resumes trading
 * of a pair. Audited as `market.pair_halt` / `market.pair_resume` with before and after.
 */
export const opsMarketPairHalt = defineOpsCall({
  path: '/market/pairs/halt',
  permission: 'market.manage',
  request: z.object({ symbol: symbolField, halted: z.boolean() }),
  response: opsMarketPair,
});
