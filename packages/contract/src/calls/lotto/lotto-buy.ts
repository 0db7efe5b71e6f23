import * as z from 'zod/mini';
import { LOTTO_POOL } from '../../games/lotto.ts';
import { defineCall } from '../define.ts';
import { drawIdField, lottoDraw, lottoTicket } from './common.ts';

/** Most lines one purchase may carry on the wire; the configured limit (max_lines) may be lower. */
export const LOTTO_MAX_LINES_WIRE = 50;

const line = z.array(z.number().check(z.int(), z.gte(1), z.lte(LOTTO_POOL))).check(z.length(6));

/**
 * POST /lotto/buy: one ticket per line (6 distinct numbers 1..45) in the open draw `draw_id`, paid from the game
 * balance into the draws' holding account. A field error on `lines` for repeated numbers or too many lines;
 * CONFLICT `data.reason` 'closed'; INSUFFICIENT_BALANCE; NOT_FOUND. Needs an Idempotency-Key: a repeat answers the
 * first purchase.
 */
export const lottoBuy = defineCall({
  service: 'game',
  method: 'POST',
  path: '/lotto/buy',
  auth: 'required',
  idempotent: true,
  request: z.object({
    draw_id: drawIdField,
    lines: z.array(line).check(z.minLength(1), z.maxLength(LOTTO_MAX_LINES_WIRE)),
  }),
  response: z.object({ tickets: z.array(lottoTicket), draw: lottoDraw, balance: z.string() }),
});
