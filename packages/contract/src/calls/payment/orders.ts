import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ORDER_STATUSES, order } from './common.ts';

/** POST /payment/orders: the player's recharge and withdrawal orders, newest first, 20 a page. */
export const paymentOrders = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/orders',
  auth: 'required',
  request: z.object({
    kind: z.optional(z.enum(['recharge', 'withdraw'])),
    status: z.optional(z.enum(ORDER_STATUSES)),
    page: z._default(z.number().check(z.int(), z.positive(), z.lte(1000)), 1),
  }),
  response: z.object({ list: z.array(order), has_more: z.boolean() }),
});
