import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { xosoDraw, xosoRegion } from './common.ts';

/**
 * GET /xoso/regions: for each region (bac, trung, nam) the next draw on sale (its seed hash committed) and the latest
 * result; the caller's game balance (USDT) when logged in; the stake limits; the server's clock.
 */
export const xosoRegions = defineCall({
  service: 'game',
  method: 'GET',
  path: '/xoso/regions',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    regions: z.array(z.object({ region: xosoRegion, next: z.nullable(xosoDraw), last: z.nullable(xosoDraw) })),
    balance: z.nullable(z.string()),
    min_stake: z.string(),
    max_stake: z.string(),
    now: z.number(),
  }),
});
