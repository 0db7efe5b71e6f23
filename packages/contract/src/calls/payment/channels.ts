import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { channel, marketField } from './common.ts';

/**
 * POST /payment/channels: the recharge and withdrawal channels of a market (spec section 9: id has dana, ovo, gopay,
 * bank, shopeepay, usdt networks, ton; br pix, pagbank, ton, bsc; vn momo, bank, ton; others bank and usdt), with
 * the market's currency and the current coin rate. Without `market` the caller's Country-Code decides.
 */
export const paymentChannels = defineCall({
  service: 'payment',
  method: 'POST',
  path: '/payment/channels',
  auth: 'optional',
  request: z.object({ market: z.optional(marketField) }),
  response: z.object({
    market: z.string(),
    currency: z.string(),
    symbol: z.string(),
    /** Fiat decimals shown (0 for dong, rupiah, rouble...). */
    decimals: z.number(),
    coin: z.string(),
    /** How much of the currency one coin costs now (indicative; a quote fixes it). */
    rate: z.string(),
    channels: z.array(channel),
  }),
});
