import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { battleMine, battlePrize, battleRow, battleSeason } from './common.ts';

/**
 * GET /battle/season: the current season (made on first read when none runs), the caller's points and place in
 * their market's ranking, the prize table (paid in `coin` to each market's top places at the season's end), how
 * points are earned, and the top three. Visitors get `mine: null`.
 */
export const battleSeasonCurrent = defineCall({
  service: 'battle',
  method: 'GET',
  path: '/battle/season',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    season: battleSeason,
    /** Server time (Unix seconds), for the countdown. */
    now: z.number(),
    /** The market whose ranking is shown (the caller's, or the request's country for visitors). */
    market: z.string(),
    coin: z.string(),
    prizes: z.array(battlePrize),
    /** The prize table's total for one market. */
    pool: z.string(),
    players: z.number(),
    mine: z.nullable(battleMine),
    top: z.array(battleRow),
    earn: z.object({
      /** Points per whole USDT staked in settled rounds. */
      points_per_usdt: z.number(),
      /** Most points a day from rounds. */
      play_daily_cap: z.number(),
      /** Points for a daily sudoku solved on its day, easy to expert. */
      sudoku: z.array(z.number()),
    }),
  }),
});
