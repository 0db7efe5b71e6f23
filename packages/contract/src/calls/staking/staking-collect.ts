import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakePosition } from './common.ts';

/**
 * POST /staking/collect: returns a position's principal once its cooldown is over (the job does it anyway; a repeat
 * answers the returned position and pays nothing). CONFLICT `data.reason` 'staked' (not unstaked) or 'cooling' (the
 * cooldown is not over); NOT_FOUND.
 */
export const stakingCollect = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/staking/collect',
  auth: 'required',
  request: z.object({ position_id: z.number().check(z.int(), z.positive()) }),
  response: z.object({ position: stakePosition, balance: z.string() }),
});
