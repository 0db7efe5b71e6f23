import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** Invitees flagged as self-referrals (the inviter's own device or payout account), newest first, 50 a page. */
export const opsFortuneAgentsFlagged = defineOpsCall({
  path: '/fortune/agents/flagged',
  permission: 'fortune.agents',
  request: z.object({ page: pageField }),
  response: z.object({
    list: z.array(
      z.object({
        invitee_id: z.number(),
        invitee_name: z.string(),
        inviter_id: z.number(),
        inviter_name: z.string(),
        reason: z.enum(['same_device', 'same_payout_account']),
        campaign: z.string(),
        package: z.string(),
        joined_at: z.number(),
        flagged_at: z.number(),
      }),
    ),
    has_more: z.boolean(),
  }),
});
