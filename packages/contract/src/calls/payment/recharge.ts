import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { order } from './common.ts';

/**
 * POST /payment/recharge: turns a recharge quote into an order with the provider and answers where to pay: a hosted
 * checkout URL, or payment instructions (bank transfer, crypto address). Needs an Idempotency-Key; a repeat answers
 * the same order. The coins are credited once, when the provider confirms payment (webhook or status query).
 */
export const paymentRecharge = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/recharge',
  auth: 'required',
  idempotent: true,
  request: z.object({ quote_id: z.string().check(z.regex(/^q_[A-Za-z0-9_-]{16,40}$/, 'must be a quote id')) }),
  response: z.object({
    order,
    checkout_url: z.string(),
    instructions: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
});
