import * as z from 'zod/mini';
import { order } from '../../calls/payment/common.ts';
import { defineOpsCall } from '../define.ts';

/** One recharge order as finance sees it before a refund: the player, the provider, what was refunded so far. */
export const opsRechargeOrder = defineOpsCall({
  path: '/payments/recharge',
  permission: 'payments.review',
  request: z.object({
    order_id: z.string().check(z.trim(), z.regex(/^r_[A-Za-z0-9_-]{16,40}$/, 'must be a recharge order id')),
  }),
  response: z.object({
    order: z.nullable(
      z.extend(order, {
        user_id: z.number(),
        provider: z.string(),
        /** What may still be refunded, in the order's currency. */
        refundable: z.string(),
        history: z.array(z.object({ status: z.string(), at: z.number(), note: z.string() })),
      }),
    ),
  }),
});
