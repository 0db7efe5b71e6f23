import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { voteStake } from './common.ts';

export const VOTE_STAKES_PAGE = 20;

/** GET /vote/stakes: the caller's stakes, newest first (locked and returned). Settles the caller's due rounds first. */
export const voteMyStakes = defineCall({
  service: 'stake',
  method: 'GET',
  path: '/vote/stakes',
  auth: 'required',
  request: z.object({ page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))) }),
  response: z.object({ stakes: z.array(voteStake), now: z.number() }),
});
