import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { REBATE_MAX_TIERS, rebateState } from './common.ts';

/**
 * POST /activity/recharge_rebate/claim: pays a reached tier's KC bonus through the ledger, once per campaign,
 * player and tier (ledger key recharge-rebate:<campaign>:<user>:<tier>; a repeat, or 50 at once, answers
 * `already: true`). Refused with 4090 and `data.reason` `tier_not_reached` or `claim_closed`; an unknown campaign
 * is 4040. A tier paid stays paid when a later refund drops the total below it.
 */
export const rechargeRebateClaim = defineCall({
  service: 'activity',
  method: 'POST',
  path: '/activity/recharge_rebate/claim',
  auth: 'required',
  request: z.object({
    campaign_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    tier: z.number().check(z.int(), z.gte(0), z.lt(REBATE_MAX_TIERS)),
  }),
  response: z.object({ ...rebateState.shape, paid: z.string(), already: z.boolean() }),
});
