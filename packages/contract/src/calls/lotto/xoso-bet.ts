import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { drawIdField, xosoBet, xosoBetKind, xosoDraw } from './common.ts';

/**
 * POST /xoso/bet: a lo or de bet on a 2-digit number (0..99) in the region's draw `draw_id`, paid from the game
 * balance into the draws' holding account. `stake` is a USDT amount between min_stake and max_stake (field error
 * otherwise). CONFLICT `data.reason` 'closed'; INSUFFICIENT_BALANCE; NOT_FOUND. Needs an Idempotency-Key.
 */
export const xosoPlaceBet = defineCall({
  service: 'game',
  method: 'POST',
  path: '/xoso/bet',
  auth: 'required',
  idempotent: true,
  request: z.object({
    draw_id: drawIdField,
    kind: xosoBetKind,
    number: z.number().check(z.int(), z.gte(0), z.lte(99)),
    stake: z.string().check(z.regex(/^\d{1,9}(\.\d{1,6})?$/)),
  }),
  response: z.object({ bet: xosoBet, draw: xosoDraw, balance: z.string() }),
});
