import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { investPosition } from './common.ts';

/**
 * POST /invest/redeem: closes an active position now: principal plus accrued interest (flexible), or principal less
 * the stated penalty and no interest (fixed, before maturity). CONFLICT `data.reason` 'closed'; NOT_FOUND.
 */
export const investRedeem = defineCall({
  service: 'invest',
  method: 'POST',
  path: '/invest/redeem',
  auth: 'required',
  request: z.object({ position_id: z.number().check(z.int(), z.positive()) }),
  response: z.object({ position: investPosition, balance: z.string() }),
});
