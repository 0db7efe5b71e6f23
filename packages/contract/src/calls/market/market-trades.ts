import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { symbolField } from './common.ts';

/** GET /market/trades: the pair's latest 50 trades, newest first; `side` is the taker's. */
export const marketTrades = defineCall({
  service: 'market',
  method: 'GET',
  path: '/market/trades',
  auth: 'none',
  request: z.object({ symbol: symbolField }),
  response: z.object({
    list: z.array(z.object({ id: z.number(), price: z.string(), qty: z.string(), side: z.string(), ts: z.number() })),
  }),
});
