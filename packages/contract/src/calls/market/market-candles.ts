import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { symbolField } from './common.ts';

/** GET /market/candles: OHLCV buckets (t in epoch seconds) at 1m, 5m, 1h or 1d, oldest first, up to 200. */
export const marketCandles = defineCall({
  service: 'market',
  method: 'GET',
  path: '/market/candles',
  auth: 'none',
  request: z.object({ symbol: symbolField, interval: z.enum(['1m', '5m', '1h', '1d']) }),
  response: z.object({
    list: z.array(
      z.object({ t: z.number(), o: z.string(), h: z.string(), l: z.string(), c: z.string(), v: z.string() }),
    ),
  }),
});
