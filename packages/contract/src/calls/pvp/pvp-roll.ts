import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pvpMatchIdField, pvpMatchView } from './common.ts';

/**
 * POST /pvp/roll: the caller's roll of the current round. CONFLICT `data.reason` 'turn' when the caller already rolled
 * this round (waits for the opponent), 'over' when the match is over; NOT_FOUND when the caller is not a player of it.
 * The third roll of the second player settles the match. Answers the match after the roll.
 */
export const pvpRoll = defineCall({
  service: 'pvp',
  method: 'POST',
  path: '/pvp/roll',
  auth: 'required',
  request: z.object({ match_id: pvpMatchIdField }),
  response: pvpMatchView,
});
