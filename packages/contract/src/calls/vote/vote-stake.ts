import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { voteAmount, voteStake } from './common.ts';

/**
 * POST /vote/stake: votes for a candidate by staking `amount` USDT, moved from the game balance to the vote account
 * and locked until the round ends. The stake call is its own approval (docs/vote.md). Field error on `amount` (below
 * the round's minimum); CONFLICT `data.reason` 'not_open'; INSUFFICIENT_BALANCE; NOT_FOUND. Needs an Idempotency-Key:
 * a repeat answers the first stake.
 */
export const voteStakeCall = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/vote/stake',
  auth: 'required',
  idempotent: true,
  request: z.object({
    round_id: z.number().check(z.int(), z.positive()),
    candidate_id: z.number().check(z.int(), z.positive()),
    amount: voteAmount,
  }),
  response: z.object({ stake: voteStake, balance: z.string() }),
});
