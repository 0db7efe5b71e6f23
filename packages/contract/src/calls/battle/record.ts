import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { BATTLE_SEASON_STATES, BATTLE_SOURCES } from './common.ts';

/**
 * GET /battle/record: the caller's past seasons (newest first: points, final place, prize) and their point events
 * of the current season (newest first, the last 50).
 */
export const battleRecord = defineCall({
  service: 'battle',
  method: 'GET',
  path: '/battle/record',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    coin: z.string(),
    seasons: z.array(
      z.object({
        season_id: z.number(),
        starts_at: z.number(),
        ends_at: z.number(),
        state: z.enum(BATTLE_SEASON_STATES),
        points: z.number(),
        /** Final place in the market's ranking; null while the season is not settled. */
        rank: z.nullable(z.number()),
        /** Paid prize ('0' for none). */
        prize: z.string(),
      }),
    ),
    events: z.array(z.object({ id: z.number(), source: z.enum(BATTLE_SOURCES), points: z.number(), at: z.number() })),
  }),
});
