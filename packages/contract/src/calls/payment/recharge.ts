import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { order } from './common.ts';

/** A path inside the app: one leading slash (never `//host`), no backslash, spaces or control characters. */
export const IN_APP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+,:@]*$/;

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
  request: z.object({
    quote_id: z.string().check(z.regex(/^q_[A-Za-z0-9_-]{16,40}$/, 'must be a quote id')),
    /** Where the provider's page sends the player back: a path of this app (the page the recharge was started for). */
    return_path: z.optional(z.string().check(z.maxLength(200), z.regex(IN_APP_PATH, 'must be a path of this app'))),
  }),
  response: z.object({
    order,
    checkout_url: z.string(),
    instructions: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
});
