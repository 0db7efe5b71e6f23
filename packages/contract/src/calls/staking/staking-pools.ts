import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakePool } from './common.ts';

/**
 * GET /staking/pools: the open staking pools of the caller's market (or `market`), by coin and lock, with what the
 * caller holds in each, the unstake cooldown in seconds and the stake clock's now.
 */
export const stakingPools = defineCall({
  service: 'stake',
  method: 'GET',
  path: '/staking/pools',
  auth: 'optional',
  request: z.object({ market: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))) }),
  response: z.object({ pools: z.array(stakePool), cooldown_seconds: z.number(), now: z.number() }),
});
