import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/**
 * Recharge rebate campaigns of /activity/recharge as operators see them (docs/payments.md "Recharge rebate"):
 * one market each, a window, tiers (threshold in USDT, percentage in basis points, the KC bonus worked out at
 * creation), and what was claimed.
 */
export const opsRechargeRebateView = z.object({
  id: z.number(),
  market: z.string(),
  title: z.string(),
  starts_at: z.number(),
  ends_at: z.number(),
  ended_early_at: z.nullable(z.number()),
  state: z.enum(['scheduled', 'running', 'ended']),
  tiers: z.array(z.object({ threshold: z.string(), percent_bps: z.number(), bonus: z.string() })),
  claims: z.number(),
  paid: z.string(),
  operator_id: z.nullable(z.number()),
  created_at: z.number(),
});

/** Campaigns, newest first, 50 a page. */
export const opsRechargeRebates = defineOpsCall({
  path: '/recharge-rebates',
  permission: 'payments.campaigns',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(opsRechargeRebateView), has_more: z.boolean() }),
});
