import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { order } from './common.ts';

/**
 * POST /payment/withdraw: a withdrawal of a quoted amount to a saved payout account. The coins are held at once
 * (two-phase); a first withdrawal, or one above the market's review threshold, waits for an operator; then the
 * provider pays out, and its result posts or returns the hold. Needs a bound phone (1012) and an Idempotency-Key.
 */
export const paymentWithdraw = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/withdraw',
  auth: 'required',
  idempotent: true,
  request: z.object({
    quote_id: z.string().check(z.regex(/^q_[A-Za-z0-9_-]{16,40}$/, 'must be a quote id')),
    account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  }),
  response: z.object({ order }),
});
