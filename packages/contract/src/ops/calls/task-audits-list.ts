import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** Screenshot audits of task steps by status (default: waiting), oldest first, at most 100. */
export const opsTaskAuditsList = defineOpsCall({
  path: '/task-audits/list',
  permission: 'tasks.review',
  request: z.object({ status: z._default(z.enum(['pending', 'approved', 'rejected']), 'pending') }),
  response: z.object({
    list: z.array(
      z.object({
        audit_id: z.number(),
        user_id: z.number(),
        product: z.string(),
        offer: z.string(),
        step: z.string(),
        /** What approval pays, KC. */
        reward_kc: z.string(),
        content: z.string(),
        status: z.enum(['pending', 'approved', 'rejected']),
        reason: z.string(),
        created_at: z.number(),
      }),
    ),
  }),
});
