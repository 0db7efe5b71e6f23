import * as z from 'zod/mini';
import { submissionStatus, submissionView } from '../../calls/product/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A creator's submission as reviewers see it: the player's view plus who sent it and from which market. */
export const opsProductSubmission = z.extend(submissionView, {
  user_id: z.number(),
  username: z.string(),
  market: z.string(),
});

/**
 * The product review queue (docs/creator-products.md): submissions of one status, 20 a page, the oldest pending first
 * (decided ones newest first), each with its icon and screenshot URLs (served by /img).
 */
export const opsProductReviews = defineOpsCall({
  path: '/product-reviews',
  permission: 'products.review',
  request: z.object({ status: z._default(submissionStatus, 'pending'), page: pageField }),
  response: z.object({ list: z.array(opsProductSubmission), has_more: z.boolean() }),
});
