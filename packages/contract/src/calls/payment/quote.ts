import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { channelIdField, fiatAmountField } from './common.ts';

/**
 * POST /payment/quote: fixes the rate for a recharge or withdrawal of `fiat_amount` through `channel` for
 * QUOTE_TTL (120 s). The quote is honoured until `expires_at`, whatever the rate does meanwhile.
 */
export const paymentQuote = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/quote',
  auth: 'required',
  request: z.object({
    channel: channelIdField,
    direction: z.enum(['recharge', 'withdraw']),
    fiat_amount: fiatAmountField,
  }),
  response: z.object({
    quote_id: z.string(),
    channel: channelIdField,
    direction: z.enum(['recharge', 'withdraw']),
    currency: z.string(),
    fiat_amount: z.string(),
    fee: z.string(),
    coin: z.string(),
    coin_amount: z.string(),
    rate: z.string(),
    expires_at: z.number(),
  }),
});
