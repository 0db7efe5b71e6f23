import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { drawIdField, publishedBet, xosoDraw } from './common.ts';

/**
 * GET /xoso/verify: what recomputes a region's board (games/xoso.ts auditXoso): the draw (seed, list hash, board) and
 * every bet by id, without owners. While open the seed and the list are withheld. NOT_FOUND for an unknown draw.
 */
export const xosoVerify = defineCall({
  service: 'game',
  method: 'GET',
  path: '/xoso/verify',
  auth: 'none',
  request: z.object({ draw_id: drawIdField }),
  response: z.object({ draw: xosoDraw, bets: z.array(publishedBet) }),
});
