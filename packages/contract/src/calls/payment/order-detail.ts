import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { order } from './common.ts';

/** POST /payment/order_detail: one of the player's orders with its status history. */
export const paymentOrderDetail = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/order_detail',
  auth: 'required',
  request: z.object({ order_id: z.string().check(z.regex(/^(r|w)_[A-Za-z0-9_-]{16,40}$/, 'must be an order id')) }),
  response: z.object({
    order,
    history: z.array(z.object({ status: z.string(), at: z.number(), note: z.string() })),
  }),
});
