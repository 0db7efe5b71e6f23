import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { drawIdField, luckyDraw, ticketRange } from './common.ts';

/**
 * GET /luckycode/audit: everything that reproduces a closed draw: the draw (seed, hashes, winning number) and every
 * order's block of tickets, from which the canonical ticket list is rebuilt (fairness.ts). For an open draw the
 * seed and list are withheld (`ranges` empty). NOT_FOUND for an unknown draw.
 */
export const luckycodeAudit = defineCall({
  service: 'activity',
  method: 'GET',
  path: '/luckycode/audit',
  auth: 'none',
  request: z.object({ draw_id: drawIdField }),
  response: z.object({ draw: luckyDraw, ranges: z.array(ticketRange) }),
});
