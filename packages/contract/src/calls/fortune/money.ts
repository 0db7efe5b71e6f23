import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { channel, channelIdField, fiatAmountField, order } from '../payment/common.ts';
import { fortuneCurrency, usdtText } from './common.ts';

/**
 * GET /fortune/recharge_conf: the market's recharge channels and the first-deposit bonus (a share of the first
 * recharge, locked until wagered `wager_multiplier` times), with how much the player's deposit limits still allow.
 */
export const fortuneRechargeConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/recharge_conf',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    currency: fortuneCurrency,
    channels: z.array(channel),
    first_deposit_bonus: z.object({
      eligible: z.boolean(),
      percent: z.number(),
      max: usdtText,
      wager_multiplier: z.number(),
      expires_days: z.number(),
    }),
    /** What the deposit limits leave, in USDT; null when no limit is set. */
    deposit_allowance: z.nullable(usdtText),
  }),
});

/**
 * POST /fortune/recharge: quotes and places a recharge through the payment core (the order is the payment
 * service's, marked as Fortune's). Refused during a time-out or self-exclusion and past a deposit limit.
 * Needs an Idempotency-Key.
 */
export const fortuneRecharge = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/recharge',
  auth: 'required',
  idempotent: true,
  request: z.object({ channel: channelIdField, fiat_amount: fiatAmountField }),
  response: z.object({
    order,
    checkout_url: z.string(),
    instructions: z.array(z.object({ label: z.string(), value: z.string() })),
    /** The first-deposit bonus this recharge earns once paid ("0" for none). */
    bonus: usdtText,
  }),
});

/**
 * POST /fortune/withdraw: a withdrawal of Fortune cash (never locked bonus) to a saved payout account, through the
 * payment core's review and payout. Allowed during an exclusion. Needs an Idempotency-Key.
 */
export const fortuneWithdraw = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/withdraw',
  auth: 'required',
  idempotent: true,
  request: z.object({
    channel: channelIdField,
    fiat_amount: fiatAmountField,
    account_id: z.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)),
  }),
  response: z.object({ order }),
});

/** GET /fortune/recent_withdraw_logs: the latest completed withdrawals, names masked, for the money page's ticker. */
export const fortuneRecentWithdrawLogs = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/recent_withdraw_logs',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    items: z.array(z.object({ name: z.string(), amount: usdtText, currency: fortuneCurrency, at: z.number() })),
  }),
});
