import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/**
 * Asks the order's provider to give back all or part of a paid recharge (docs/payments.md "Refunds"). The coins
 * come back when the provider's refund event arrives. Above the four-eyes limit it waits for a second operator.
 */
export const opsRechargeRefund = defineOpsCall({
  path: '/payments/refund',
  permission: 'payments.review',
  reauth: true,
  request: z.object({
    order_id: z.string().check(z.trim(), z.regex(/^r_[A-Za-z0-9_-]{16,40}$/, 'must be a recharge order id')),
    /** In the order's currency, at most two decimals. */
    amount: z.string().check(z.trim(), z.regex(/^\d{1,15}(\.\d{1,2})?$/, 'must be an amount')),
    reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
  }),
  response: z.object({
    status: z.enum(['requested', 'pending_approval']),
    approval_id: z.nullable(z.number()),
  }),
});
