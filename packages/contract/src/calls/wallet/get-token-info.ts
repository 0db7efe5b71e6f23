import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from './common.ts';

/** POST /wallet/get_token_info {coin}: the coin, its USDT price, 24 h change and the last 24 h of prices. */
export const getTokenInfo = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_token_info',
  auth: 'optional',
  request: z.object({ coin: coinCode }),
  response: z.object({
    coin_name: coinCode,
    coin_full_name: z.string(),
    coin_logo: z.string(),
    decimals: z.number(),
    usdt_price: z.string(),
    /** Percent with two decimals, signed: "-1.25". */
    change_24h_pct: z.string(),
    high_24h: z.string(),
    low_24h: z.string(),
    /** Oldest first; `t` in unix seconds. */
    history: z.array(z.object({ t: z.number(), price: z.string() })),
  }),
});
