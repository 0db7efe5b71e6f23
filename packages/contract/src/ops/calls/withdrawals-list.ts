import * as z from 'zod/mini';
import { order } from '../../calls/payment/common.ts';
import { defineOpsCall } from '../define.ts';

/** Withdrawals by status (default: waiting for review), oldest first, with why they wait. */
export const opsWithdrawalsList = defineOpsCall({
  path: '/withdrawals/list',
  permission: 'payments.review',
  request: z.object({
    status: z._default(z.enum(['review', 'paying', 'completed', 'rejected', 'failed', 'bounced']), 'review'),
  }),
  response: z.object({
    list: z.array(z.extend(order, { user_id: z.number(), review_reason: z.string() })),
  }),
});
