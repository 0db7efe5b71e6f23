import * as z from 'zod/mini';
import { PVP_MATCH_STATES } from '../../calls/pvp/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A match in the console (docs/pvp.md): players, stake, rolls so far, state and result. */
export const opsPvpMatch = z.object({
  id: z.number(),
  market: z.string(),
  coin: z.string(),
  stake: z.string(),
  status: z.enum(PVP_MATCH_STATES),
  player_a: z.number(),
  player_b: z.number(),
  rolled_a: z.number(),
  rolled_b: z.number(),
  result: z.string(),
  last_action_at: z.number(),
  created_at: z.number(),
});
export type OpsPvpMatch = z.output<typeof opsPvpMatch>;

/** PvP matches, newest first, 20 a page; `status` filters (default playing, the ones a dispute can still decide). */
export const opsPvpMatches = defineOpsCall({
  path: '/pvp/matches',
  permission: 'pvp.admin',
  request: z.object({ status: z._default(z.enum([...PVP_MATCH_STATES, 'all']), 'playing'), page: pageField }),
  response: z.object({ list: z.array(opsPvpMatch), has_more: z.boolean() }),
});
