import * as z from 'zod/mini';
import { BATTLE_SEASON_STATES } from '../../calls/battle/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A season in the console: its time, state, players and what its end paid. */
export const opsBattleSeason = z.object({
  id: z.number(),
  starts_at: z.number(),
  ends_at: z.number(),
  state: z.enum(BATTLE_SEASON_STATES),
  players: z.number(),
  points: z.number(),
  coin: z.string(),
  /** The prize table's total for one market. */
  pool: z.string(),
  paid_total: z.string(),
  paid_count: z.number(),
  settled_at: z.nullable(z.number()),
});

/** Battle seasons (docs/battle.md), newest first, 20 a page. */
export const opsBattleSeasons = defineOpsCall({
  path: '/battle/seasons',
  permission: 'games.seasons',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(opsBattleSeason), has_more: z.boolean() }),
});
