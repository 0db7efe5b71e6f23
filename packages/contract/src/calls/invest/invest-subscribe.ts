import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { investPosition, usdtAmount } from './common.ts';

/**
 * POST /invest/subscribe: moves `amount` USDT from the game balance into the invest holding account and opens a
 * position. Field error on `amount` (below the minimum, above the caps); CONFLICT `data.reason` 'closed' | 'sold_out'
 * | 'user_cap'; INSUFFICIENT_BALANCE; NOT_FOUND. Needs an Idempotency-Key: a repeat answers the first position.
 */
export const investSubscribe = defineCall({
  service: 'invest',
  method: 'POST',
  path: '/invest/subscribe',
  auth: 'required',
  idempotent: true,
  request: z.object({ product_id: z.number().check(z.int(), z.positive()), amount: usdtAmount }),
  response: z.object({ position: investPosition, balance: z.string() }),
});
