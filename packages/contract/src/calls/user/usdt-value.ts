import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { marketField } from '../payment/common.ts';

/**
 * GET /user/usdt_value (spec section 7, "usdt value"): what one USDT is worth in a market's currency, from the same
 * rates the payment quotes use. Without `market` the caller's Country-Code decides.
 */
export const usdtValue = defineCall({
  service: 'user',
  method: 'GET',
  path: '/user/usdt_value',
  auth: 'none',
  request: z.object({ market: z.optional(marketField) }),
  response: z.object({ market: z.string(), currency: z.string(), symbol: z.string(), usdt_value: z.string() }),
});
