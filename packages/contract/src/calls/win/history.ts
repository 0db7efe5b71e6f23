import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { WIN_GAMES, winRoundView } from './common.ts';

/** GET /win/history: the player's dice and hi-lo rounds, newest first, 20 a page, each with its proofs. */
export const winHistory = defineCall({
  service: 'game',
  method: 'GET',
  path: '/win/history',
  auth: 'required',
  request: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
    game: z.optional(z.enum(WIN_GAMES)),
  }),
  response: z.object({ rounds: z.array(winRoundView), page: z.number(), has_more: z.boolean() }),
});
