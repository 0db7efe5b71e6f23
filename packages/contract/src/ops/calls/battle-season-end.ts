import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsBattleSeason } from './battle-seasons.ts';
import { idField } from './shared.ts';

/**
 * Ends the running season `season_id` now and pays its prizes (once: the same settlement as the job's), then the
 * next read opens a new season. CONFLICT when the season is not running. Audited in the settling transaction.
 */
export const opsBattleSeasonEnd = defineOpsCall({
  path: '/battle/seasons/end',
  permission: 'games.seasons',
  // It pays money out: a fresh password and code first, as every money action.
  reauth: true,
  request: z.object({ season_id: idField }),
  response: z.object({ season: opsBattleSeason }),
});
