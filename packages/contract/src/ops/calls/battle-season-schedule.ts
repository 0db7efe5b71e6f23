import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsBattleSeason } from './battle-seasons.ts';

const unixField = z.number().check(z.int(), z.positive(), z.lte(4_102_444_800));

/**
 * Schedules a season from `starts_at` to `ends_at` (Unix seconds): it must start in the future, last 1 hour to 90
 * days and overlap no other season (field errors otherwise). Audited.
 */
export const opsBattleSeasonSchedule = defineOpsCall({
  path: '/battle/seasons/schedule',
  permission: 'games.seasons',
  request: z.object({ starts_at: unixField, ends_at: unixField }),
  response: z.object({ season: opsBattleSeason }),
});
