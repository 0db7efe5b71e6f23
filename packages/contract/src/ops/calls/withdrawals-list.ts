import * as z from 'zod/mini';
import { order } from '../../calls/payment/common.ts';
import { defineOpsCall } from '../define.ts';

/** Withdrawals by status (default: waiting for review), oldest first, with why they wait and the risk signals. */
export const opsWithdrawalsList = defineOpsCall({
  path: '/withdrawals/list',
  permission: 'payments.review',
  request: z.object({
    status: z._default(z.enum(['review', 'paying', 'completed', 'rejected', 'failed', 'bounced']), 'review'),
  }),
  response: z.object({
    list: z.array(
      z.extend(order, {
        user_id: z.number(),
        review_reason: z.string(),
        /** What a reviewer weighs: how old the account and the payout account are, money in and out so far, and
         * other players paid to the same payout account (shared accounts are the classic sign of farming). */
        signals: z.object({
          account_age_days: z.number(),
          payout_account_age_hours: z.number(),
          payout_account: z.string(),
          recharged_usdt: z.string(),
          withdrawn_usdt: z.string(),
          shared_account_players: z.number(),
        }),
      }),
    ),
  }),
});
