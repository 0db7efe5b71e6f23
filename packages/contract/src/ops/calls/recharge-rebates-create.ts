import * as z from 'zod/mini';
import { PAYMENT_MARKETS } from '../../calls/payment/common.ts';
import { REBATE_MAX_TIERS } from '../../calls/recharge-rebate/common.ts';
import { defineOpsCall } from '../define.ts';
import { opsRechargeRebateView } from './recharge-rebates.ts';

/**
 * Makes a campaign for one market: a window (at most 92 days, ending in the future) that overlaps no other
 * campaign of the market (4090 otherwise), and 1-6 tiers with increasing thresholds (whole USDT) and percentages
 * that do not go down (basis points, at most 5000). Audited.
 */
export const opsRechargeRebatesCreate = defineOpsCall({
  path: '/recharge-rebates/create',
  permission: 'payments.campaigns',
  reauth: true,
  request: z.object({
    market: z.enum(PAYMENT_MARKETS),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    starts_at: z.number().check(z.int(), z.positive(), z.lte(4_102_444_800)),
    ends_at: z.number().check(z.int(), z.positive(), z.lte(4_102_444_800)),
    tiers: z
      .array(
        z.object({
          threshold: z.string().check(z.regex(/^[1-9]\d{0,6}$/, 'Must be a whole USDT amount')),
          percent_bps: z.number().check(z.int(), z.gte(1), z.lte(5000)),
        }),
      )
      .check(z.minLength(1), z.maxLength(REBATE_MAX_TIERS)),
  }),
  response: z.object({ campaign: opsRechargeRebateView }),
});
