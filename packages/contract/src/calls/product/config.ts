import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * GET /product/config: what the add-product form offers: the catalogue's categories in the caller's language, the
 * limits (screenshots per product, submissions waiting at once, submissions a day) and the player's counts now.
 */
export const productConfig = defineCall({
  service: 'product',
  method: 'GET',
  path: '/product/config',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
    max_screenshots: z.number(),
    max_pending: z.number(),
    per_day: z.number(),
    pending: z.number(),
    submitted_today: z.number(),
  }),
});
