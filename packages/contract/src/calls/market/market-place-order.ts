import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { decimalField, marketOrder, symbolField } from './common.ts';

/**
 * POST /market/place_order: a limit order (price + qty) or a market order (sell: qty; buy: quote_amount to spend).
 * Funds are held at once, matched with price-time priority and every fill settled in the same transaction. Field
 * errors on price/qty/quote_amount; INSUFFICIENT_BALANCE. Needs an Idempotency-Key: a repeat answers the first order.
 */
export const marketPlaceOrder = defineCall({
  service: 'market',
  method: 'POST',
  path: '/market/place_order',
  auth: 'required',
  idempotent: true,
  request: z.object({
    symbol: symbolField,
    side: z.enum(['buy', 'sell']),
    type: z.enum(['limit', 'market']),
    price: z.optional(decimalField),
    qty: z.optional(decimalField),
    quote_amount: z.optional(decimalField),
  }),
  response: marketOrder,
});
