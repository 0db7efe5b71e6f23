import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { drawIdField, lottoDraw, publishedTicket } from './common.ts';

/**
 * GET /lotto/verify: what recomputes a closed draw (games/lotto.ts auditLotto): the draw (seed, list hash, numbers)
 * and every ticket's line by id. While open the seed and the list are withheld. NOT_FOUND for an unknown draw.
 */
export const lottoVerify = defineCall({
  service: 'game',
  method: 'GET',
  path: '/lotto/verify',
  auth: 'none',
  request: z.object({ draw_id: drawIdField }),
  response: z.object({ draw: lottoDraw, tickets: z.array(publishedTicket) }),
});
