import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsRechargeRebateView } from './recharge-rebates.ts';

/**
 * Ends a campaign now: recharges paid from now on do not count; reached tiers stay claimable for the claim period.
 * Audited; `changed` is false when it had ended already.
 */
export const opsRechargeRebatesEnd = defineOpsCall({
  path: '/recharge-rebates/end',
  permission: 'payments.campaigns',
  request: z.object({ campaign_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
  response: z.object({ campaign: opsRechargeRebateView, changed: z.boolean() }),
});
