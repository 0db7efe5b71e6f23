import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { imageRole, PRODUCT_IMAGE_MAX_CHARS } from './common.ts';

/**
 * POST /product/upload_image: one picture for a submission, as a data URL (PNG, JPEG or WebP). The server sniffs the
 * type from the bytes, refuses it past 4 MB or 40 megapixels, re-encodes it as WebP (an icon at most 512 px a side,
 * a screenshot 1600) and keeps it under the public `product/` area; `key` goes into product/submit. Uploads count
 * per player (RATE_LIMITED past PRODUCT_UPLOADS_PER_HOUR); pictures no submission uses are swept after a day.
 */
export const productUploadImage = defineCall({
  service: 'product',
  method: 'POST',
  path: '/product/upload_image',
  auth: 'required',
  request: z.object({
    role: imageRole,
    image: z
      .string()
      .check(
        z.minLength(16),
        z.maxLength(PRODUCT_IMAGE_MAX_CHARS),
        z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'Must be a PNG, JPEG or WebP data URL'),
      ),
  }),
  response: z.object({ key: z.string(), url: z.string(), width: z.number(), height: z.number() }),
});
