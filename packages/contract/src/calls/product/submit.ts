import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import {
  categoryField,
  lineText,
  multilineText,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MAX_SCREENSHOTS,
  PRODUCT_TITLE_MAX,
  productImageKey,
  productLinkField,
  submissionView,
} from './common.ts';

/**
 * POST /product/submit: a creator's product for review. `icon` and `screenshots` are keys of this player's own
 * uploads (an icon upload for the icon, screenshot uploads for the rest), each used by one submission only (field
 * errors otherwise); `category` one of product/config's. CONFLICT `too_many_pending` past PRODUCT_MAX_PENDING
 * waiting at once; RATE_LIMITED past PRODUCT_SUBMISSIONS_PER_DAY.
 */
export const productSubmit = defineCall({
  service: 'product',
  method: 'POST',
  path: '/product/submit',
  auth: 'required',
  request: z.object({
    title: lineText(2, PRODUCT_TITLE_MAX),
    description: multilineText(10, PRODUCT_DESCRIPTION_MAX),
    category: categoryField,
    link: productLinkField,
    icon: productImageKey,
    screenshots: z._default(z.array(productImageKey).check(z.maxLength(PRODUCT_MAX_SCREENSHOTS)), []),
  }),
  response: z.object({ submission: submissionView }),
});
