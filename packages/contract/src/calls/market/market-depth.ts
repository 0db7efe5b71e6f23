import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { symbolField } from './common.ts';

const level = z.object({ price: z.string(), qty: z.string(), count: z.number() });

/** GET /market/depth: the order book aggregated per price, best first (20 levels a side). */
export const marketDepth = defineCall({
  service: 'market',
  method: 'GET',
  path: '/market/depth',
  auth: 'none',
  request: z.object({ symbol: symbolField }),
  response: z.object({ symbol: z.string(), bids: z.array(level), asks: z.array(level) }),
});
