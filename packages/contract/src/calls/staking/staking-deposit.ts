import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakeAmount, stakePosition } from './common.ts';

/**
 * POST /staking/deposit: stakes `amount` of the pool's coin, moved from the player to the `stake` account. Field error
 * on `amount` (`invalid`, `below_minimum`); CONFLICT `data.reason` 'closed'; INSUFFICIENT_BALANCE; NOT_FOUND. Needs an
 * Idempotency-Key: a repeat answers the first position.
 */
export const stakingDeposit = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/staking/deposit',
  auth: 'required',
  idempotent: true,
  request: z.object({ pool_id: z.number().check(z.int(), z.positive()), amount: stakeAmount }),
  response: z.object({ position: stakePosition, balance: z.string() }),
});
