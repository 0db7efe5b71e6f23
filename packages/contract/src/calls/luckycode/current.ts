import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { luckyDraw, ticketRange } from './common.ts';

/**
 * GET /luckycode/current: the draw on sale now (null between a close and the next opening, which the job makes at
 * once), with the caller's tickets in it and their KC balance when logged in, and the most one purchase may take.
 * Visitors see it too (spec: /luckycode/land is public).
 */
export const luckycodeCurrent = defineCall({
  service: 'activity',
  method: 'GET',
  path: '/luckycode/current',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    draw: z.nullable(luckyDraw),
    /** The caller's tickets in this draw, by order (empty for a visitor). */
    my_tickets: z.array(ticketRange),
    /** The caller's KC balance; null for a visitor. */
    balance: z.nullable(z.string()),
    max_per_buy: z.number(),
    /** The server's clock, so the countdown is right on a phone whose clock is not. */
    now: z.number(),
  }),
});
