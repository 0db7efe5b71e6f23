import * as z from 'zod/mini';
import { POST_LIMITS, postId, REPORT_REASONS } from '../../calls/community/common.ts';
import { defineOpsCall } from '../define.ts';

/**
 * Decides a reported post's open reports: `hide` hides the post from everyone but its author (who sees `reason`
 * and `note`) and closes its reports as hidden; `dismiss` leaves the post as it is and closes them as dismissed.
 * Audited (`moderation.hide` / `moderation.dismiss`). CONFLICT when no report is open (another moderator decided).
 */
export const opsModerationDecide = defineOpsCall({
  path: '/moderation/decide',
  permission: 'content.moderate',
  request: z.object({
    post_id: postId,
    action: z.enum(['hide', 'dismiss']),
    reason: z.optional(z.enum(REPORT_REASONS)),
    note: z._default(z.string().check(z.maxLength(POST_LIMITS.reportNote)), ''),
  }),
  response: z.object({ status: z.enum(['hidden', 'dismissed']), reports_closed: z.number() }),
});
