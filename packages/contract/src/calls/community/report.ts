import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { POST_LIMITS, postId, REPORT_REASONS, writtenText } from './common.ts';

/**
 * POST /community/report: reports a published post to the moderators (the console's moderation queue), with a
 * reason and an optional note. A player reports a post once (a repeat answers the same); not their own
 * (CONFLICT `own_post`). Limited per player (RATE_LIMITED).
 */
export const communityReport = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/report',
  auth: 'required',
  request: z.object({
    post_id: postId,
    reason: z.enum(REPORT_REASONS),
    note: z._default(writtenText(0, POST_LIMITS.reportNote), ''),
  }),
  response: z.object({ reported: z.boolean() }),
});
