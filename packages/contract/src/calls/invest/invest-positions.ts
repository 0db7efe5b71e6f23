import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { investPosition } from './common.ts';

export const INVEST_POSITIONS_PAGE = 20;

/** GET /invest/positions: the caller's positions, newest first (active and history). */
export const investPositions = defineCall({
  service: 'invest',
  method: 'GET',
  path: '/invest/positions',
  auth: 'required',
  request: z.object({ page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))) }),
  response: z.object({ positions: z.array(investPosition), now: z.number() }),
});
