import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { listingView } from './common.ts';

export const PET_MARKET_PAGE = 30;

/** GET /petV2/market: open listings of one kind, newest first, a page at a time. */
export const petMarket = defineCall({
  service: 'pet',
  method: 'GET',
  path: '/petV2/market',
  auth: 'optional',
  request: z.object({
    kind: z.enum(['sale', 'rent']),
    page: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(1000)), 1),
  }),
  response: z.object({ list: z.array(listingView), has_more: z.boolean() }),
});
