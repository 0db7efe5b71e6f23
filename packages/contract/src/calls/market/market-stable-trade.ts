import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /market/stable_trade: takes a stable quote before it expires. Buy: a recharge order of the payment core that
 * credits the quoted USDT once paid (answers `checkout_url`). Sell: a withdrawal of the payment core to the payout
 * account `account_id` (needs a bound phone; the quoted USDT are held at once). After expiry: field error on
 * `quote_id` (reason `expired`). The same quote again answers the same order.
 */
export const marketStableTrade = defineCall({
  service: 'market',
  method: 'POST',
  path: '/market/stable_trade',
  auth: 'required',
  request: z.object({
    quote_id: z.string().check(z.minLength(3), z.maxLength(64)),
    account_id: z.optional(z.number().check(z.int(), z.positive())),
  }),
  response: z.object({
    side: z.string(),
    order_id: z.string(),
    /** The payment order's status (created, review, paying, ...). */
    status: z.string(),
    coin_amount: z.string(),
    fiat_amount: z.string(),
    currency: z.string(),
    /** Buy: the provider's checkout page; sell: ''. */
    checkout_url: z.string(),
  }),
});
