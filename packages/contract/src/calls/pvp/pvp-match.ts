import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { pvpMatchIdField, pvpMatchView } from './common.ts';

/**
 * GET /pvp/match: one of the caller's matches (NOT_FOUND otherwise). Reading settles a match whose grace ran out.
 * The server seed is revealed once the match is over; verify with `verifyPvp` (games/pvp.ts).
 */
export const pvpMatchGet = defineCall({
  service: 'pvp',
  method: 'GET',
  path: '/pvp/match',
  auth: 'required',
  request: z.object({ match_id: pvpMatchIdField }),
  response: pvpMatchView,
});
