import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { marketOrder } from './common.ts';

/** POST /market/cancel_order: cancels the caller's open order and returns its hold. NOT_FOUND; CONFLICT if not open. */
export const marketCancelOrder = defineCall({
  service: 'market',
  method: 'POST',
  path: '/market/cancel_order',
  auth: 'required',
  request: z.object({ order_id: z.number().check(z.int(), z.positive()) }),
  response: marketOrder,
});
