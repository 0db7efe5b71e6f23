import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsPartnerApplication } from './partners.ts';
import { idField } from './shared.ts';

/**
 * Approves a pending partner application (the player becomes a partner with PARTNER_BONUS_PERCENT in force) or
 * rejects it with the reason the player reads (3-300 characters). Audited in the same transaction. Two reviewers
 * deciding at once: one wins, the other gets CONFLICT `already_decided`.
 */
export const opsPartnersDecide = defineOpsCall({
  path: '/partners/decide',
  permission: 'partners.review',
  request: z.object({
    application_id: idField,
    approve: z.boolean(),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  }),
  response: z.object({ application: opsPartnerApplication }),
});
