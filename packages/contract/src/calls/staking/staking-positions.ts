import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { stakePosition } from './common.ts';

export const STAKING_POSITIONS_PAGE = 20;

/** GET /staking/positions: the caller's positions, newest first; returns the caller's finished cooldowns first. */
export const stakingPositions = defineCall({
  service: 'stake',
  method: 'GET',
  path: '/staking/positions',
  auth: 'required',
  request: z.object({ page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))) }),
  response: z.object({ positions: z.array(stakePosition), now: z.number() }),
});
