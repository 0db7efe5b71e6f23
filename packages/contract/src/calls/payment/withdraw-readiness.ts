import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /payment/withdraw_readiness (/user/verify): what a withdrawal needs and how far the player is: a bound phone,
 * a payout account past its 24-hour wait, room in the daily count, and whether a person will review it (a first
 * withdrawal, or one worth more than the review amount).
 */
export const paymentWithdrawReadiness = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/withdraw_readiness',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    phone_bound: z.boolean(),
    /** An operator paused the account's money going out (withdrawals wait until it is cleared). */
    frozen: z.boolean(),
    accounts: z.number(),
    usable_accounts: z.number(),
    /** When the first waiting account becomes usable (seconds since the epoch), or 0. */
    next_usable_at: z.number(),
    withdrawals_today: z.number(),
    per_day: z.number(),
    first_withdrawal: z.boolean(),
    /** Withdrawals worth more than this (USDT) are reviewed by a person. */
    review_above: z.string(),
    /** What the player can withdraw now, in the payment coin. */
    balance: z.string(),
    coin: z.string(),
    ready: z.boolean(),
  }),
});
