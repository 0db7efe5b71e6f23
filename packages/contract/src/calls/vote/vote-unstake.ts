import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { voteStake } from './common.ts';

/**
 * POST /vote/unstake: takes the caller's stakes of a round back. Refused before the round ends (CONFLICT
 * `data.reason` 'locked'); after the end it settles the round (once) and answers the returned stakes with rewards.
 */
export const voteUnstake = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/vote/unstake',
  auth: 'required',
  request: z.object({ round_id: z.number().check(z.int(), z.positive()) }),
  response: z.object({ stakes: z.array(voteStake), balance: z.string() }),
});
