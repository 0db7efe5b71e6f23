import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/**
 * Requests waiting for a second operator (four eyes), or decided ones. `kind`: ledger.adjust (a player's balance,
 * `user_id`), fortune.gift_codes.create or fortune.rt_prizes.create (a campaign: `user_id` null, `amount` what it may
 * pay at most, `reason` its note or English title).
 */
export const opsApprovalsList = defineOpsCall({
  path: '/approvals/list',
  permission: 'ledger.read',
  request: z.object({ status: z._default(z.enum(['pending', 'approved', 'refused']), 'pending') }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        kind: z.string(),
        status: z.string(),
        requested_by: z.string(),
        decided_by: z.string(),
        created_at: z.number(),
        summary: z.object({
          user_id: z.nullable(z.number()),
          coin: z.string(),
          amount: z.string(),
          direction: z.string(),
          reason: z.string(),
        }),
      }),
    ),
  }),
});
