import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { investProduct } from './common.ts';

/** GET /invest/products: the open products of the caller's market (or `market`), with what the caller holds. */
export const investProducts = defineCall({
  service: 'invest',
  method: 'GET',
  path: '/invest/products',
  auth: 'optional',
  request: z.object({ market: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))) }),
  response: z.object({ products: z.array(investProduct), now: z.number() }),
});
