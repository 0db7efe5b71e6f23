import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { rebateState } from './common.ts';

/**
 * POST /activity/recharge_rebate: the caller's market's recharge rebate campaign (the Country-Code header) with
 * the player's progress and tiers. A visitor sees the campaign without progress.
 */
export const rechargeRebateStatus = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/recharge_rebate',
  auth: 'optional',
  request: z.object({}),
  response: rebateState,
});
