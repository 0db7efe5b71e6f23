import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { channelIdField, fiatAmountField } from '../payment/common.ts';

export const stableSide = z.enum(['buy', 'sell']);

export const stableQuote = z.object({
  quote_id: z.string(),
  /** buy: pay fiat, get USDT; sell: pay USDT, get fiat. */
  side: z.string(),
  channel: channelIdField,
  currency: z.string(),
  fiat_amount: z.string(),
  fee: z.string(),
  coin: z.string(),
  coin_amount: z.string(),
  /** Fiat per USDT. */
  rate: z.string(),
  /** Unix seconds: the rate holds until then. */
  expires_at: z.number(),
  /** The server's clock in unix seconds, so the countdown does not trust the phone's clock. */
  server_time: z.number(),
});

/**
 * POST /market/stable_quote: the stable-coin trade tab's quote. Buying USDT pays `fiat_amount` of the market's
 * currency (Country-Code) and gets what it buys after the channel's fee; selling USDT gives `fiat_amount` and costs
 * it plus the fee in USDT. Made by the payment core's quote (same rates, fees, limits and expiry,
 * PAYMENT_QUOTE_TTL_SECONDS). `channel` defaults to the market's first non-crypto channel for that direction.
 */
export const marketStableQuote = defineCall({
  service: 'market',
  method: 'POST',
  path: '/market/stable_quote',
  auth: 'required',
  request: z.object({ side: stableSide, fiat_amount: fiatAmountField, channel: z.optional(channelIdField) }),
  response: stableQuote,
});
