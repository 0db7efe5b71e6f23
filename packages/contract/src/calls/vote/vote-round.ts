import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { voteCandidate, voteRound, voteStake } from './common.ts';

/** GET /vote/round: one round with its candidates and the caller's stakes in it (settles it first when due). */
export const voteRoundDetail = defineCall({
  service: 'stake',
  method: 'GET',
  path: '/vote/round',
  auth: 'optional',
  request: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({
    round: voteRound,
    candidates: z.array(voteCandidate),
    my_stakes: z.array(voteStake),
    now: z.number(),
  }),
});
