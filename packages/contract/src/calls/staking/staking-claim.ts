import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakePosition } from './common.ts';

/**
 * POST /staking/claim: pays the position's accrued rewards (from the house, in the pool's coin) and restarts the
 * accrual from now. `paid` is "0" when nothing had accrued. NOT_FOUND (not yours).
 */
export const stakingClaim = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/staking/claim',
  auth: 'required',
  request: z.object({ position_id: z.number().check(z.int(), z.positive()) }),
  response: z.object({ position: stakePosition, paid: z.string(), balance: z.string() }),
});
