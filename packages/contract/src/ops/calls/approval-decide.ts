import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/** Approves (and carries out) or refuses another operator's request; nobody decides their own. */
export const opsApprovalDecide = defineOpsCall({
  path: '/approvals/decide',
  permission: 'ledger.approve',
  reauth: true,
  request: z.object({
    approval_id: idField,
    approve: z.boolean(),
    note: z.optional(z.string().check(z.maxLength(500))),
  }),
  response: z.object({ status: z.enum(['approved', 'refused']), transfer_ids: z.array(z.number()) }),
});
