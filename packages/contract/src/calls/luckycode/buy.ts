import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { drawIdField, luckyDraw, luckyOrder } from './common.ts';

/** Most tickets one purchase may ask for on the wire; the configured limit (max_per_buy) may be lower. */
export const LUCKYCODE_MAX_COUNT = 1000;

/**
 * POST /luckycode/buy: `count` tickets of the open draw `draw_id`, numbered next in sequence, paid from the caller's
 * KC into the draw's holding account. CONFLICT with `data.reason` 'closed' (the draw is no longer on sale) or
 * 'sold_out' (`data.left` tickets remain); INSUFFICIENT_BALANCE; NOT_FOUND for an unknown draw. Needs an
 * Idempotency-Key: a repeat answers the first purchase.
 */
export const luckycodeBuy = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/luckycode/buy',
  auth: 'required',
  idempotent: true,
  request: z.object({
    draw_id: drawIdField,
    count: z.number().check(z.int(), z.gte(1), z.lte(LUCKYCODE_MAX_COUNT)),
  }),
  response: z.object({ order: luckyOrder, draw: luckyDraw, balance: z.string() }),
});
