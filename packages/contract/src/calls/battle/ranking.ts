import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { battleMine, battlePageField, battleRow, seasonIdField } from './common.ts';

/**
 * GET /battle/ranking: a season's ranking in the caller's market (the current season unless `season_id`), 20 a page,
 * by points and then by who reached them first; names masked. `mine` is the caller's row wherever it is.
 */
export const battleRanking = defineCall({
  service: 'battle',
  method: 'GET',
  path: '/battle/ranking',
  auth: 'optional',
  request: z.object({ season_id: z.optional(seasonIdField), page: battlePageField }),
  response: z.object({
    season_id: z.number(),
    market: z.string(),
    page: z.number(),
    players: z.number(),
    list: z.array(battleRow),
    has_more: z.boolean(),
    mine: z.nullable(battleMine),
  }),
});
