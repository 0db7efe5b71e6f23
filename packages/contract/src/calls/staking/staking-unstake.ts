import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakePosition } from './common.ts';

/**
 * POST /staking/unstake: ends a position's earning, pays its pending rewards and starts the cooldown; the principal
 * comes back at `release_at`. Before the lock ends: field error on `position_id` ('locked'). CONFLICT `data.reason`
 * 'not_staked' (already unstaked); NOT_FOUND.
 */
export const stakingUnstake = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/staking/unstake',
  auth: 'required',
  request: z.object({ position_id: z.number().check(z.int(), z.positive()) }),
  response: z.object({ position: stakePosition, balance: z.string() }),
});
