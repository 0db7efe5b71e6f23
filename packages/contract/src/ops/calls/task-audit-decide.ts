import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/**
 * Approves (pays the step's reward through the ledger, once) or rejects (with the reason the player sees) a pending
 * screenshot audit. Two reviewers deciding at once: one wins, the other gets 4090.
 */
export const opsTaskAuditDecide = defineOpsCall({
  path: '/task-audits/decide',
  permission: 'tasks.review',
  request: z.object({
    audit_id: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
    approve: z.boolean(),
    reason: z.optional(z.string().check(z.maxLength(300))),
  }),
  response: z.object({ status: z.enum(['approved', 'rejected']) }),
});
