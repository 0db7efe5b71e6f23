import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsProductSubmission } from './product-reviews.ts';
import { idField } from './shared.ts';

/**
 * Approves a pending submission (it enters the catalogue as a product with no task, shown at /products/<product_id>)
 * or rejects it with the reason its creator reads (3-300 characters). Audited in the same transaction. Two reviewers
 * deciding at once: one wins, the other gets CONFLICT `already_decided`; the catalogue gets one product.
 */
export const opsProductReviewsDecide = defineOpsCall({
  path: '/product-reviews/decide',
  permission: 'products.review',
  request: z.object({
    submission_id: idField,
    approve: z.boolean(),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  }),
  response: z.object({ submission: opsProductSubmission }),
});
