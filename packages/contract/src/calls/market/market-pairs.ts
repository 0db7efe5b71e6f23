import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { marketTicker } from './common.ts';

/** GET /market/pairs: every active pair with its 24 h ticker (the trading center list and the stock tab). */
export const marketPairs = defineCall({
  service: 'market',
  method: 'GET',
  path: '/market/pairs',
  auth: 'none',
  request: z.object({}),
  response: z.object({ list: z.array(marketTicker) }),
});
