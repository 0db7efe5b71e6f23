import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { offer, PRODUCT_TYPES, reward, taskIdField, taskRequest } from './common.ts';

/**
 * POST /cpl/product_detail (ProductId): a product (spec section 3: title, desc, imglist, ImageUrl) with its top-level
 * offers in the caller's market, each with steps and, for a logged-in player, each step's status and the player's
 * take. Sub-offers come from /cpl/list_son. An unknown or inactive product: 4040.
 */
export const taskProductDetail = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/product_detail',
  auth: 'optional',
  request: taskRequest({ ProductId: taskIdField }),
  response: z.object({
    product: z.object({
      productId: z.number(),
      slug: z.string(),
      title: z.string(),
      desc: z.string(),
      imglist: z.array(z.string()),
      ImageUrl: z.string(),
      icon: z.string(),
      category: z.string(),
      categoryName: z.string(),
      productType: z.enum(PRODUCT_TYPES),
      rating: z.number(),
      markets: z.array(z.string()),
      store: z.object({ android: z.optional(z.string()), ios: z.optional(z.string()), web: z.optional(z.string()) }),
      reward,
      /** Whether the product runs in the caller's market (offers is empty when it does not). */
      available: z.boolean(),
    }),
    offers: z.array(offer),
  }),
});
