import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { lottoDraw, lottoTicket } from './common.ts';

/**
 * GET /lotto/draws: the lotto draw on sale (null only between a close and the next opening), the caller's tickets in
 * it and their game balance (USDT) when logged in, the most lines one purchase may take, and the server's clock.
 */
export const lottoDraws = defineCall({
  service: 'game',
  method: 'GET',
  path: '/lotto/draws',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    draw: z.nullable(lottoDraw),
    my_tickets: z.array(lottoTicket),
    balance: z.nullable(z.string()),
    max_lines: z.number(),
    now: z.number(),
  }),
});
