import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** Approves (pays out) or rejects (returns the held coins) a withdrawal under review. */
export const opsWithdrawalDecide = defineOpsCall({
  path: '/withdrawals/decide',
  permission: 'payments.review',
  reauth: true,
  request: z.object({
    order_id: z.string().check(z.regex(/^w_[A-Za-z0-9_-]{16,40}$/, 'must be a withdrawal id')),
    approve: z.boolean(),
    note: z.optional(z.string().check(z.maxLength(500))),
  }),
  response: z.object({ status: z.enum(['approved', 'rejected']) }),
});
