import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { inbetPairField } from './common.ts';

/** GET /inbet/price: a pair's last ticks (one a second, up to 180), oldest first, for the chart. */
export const inbetPrice = defineCall({
  service: 'inbet',
  method: 'GET',
  path: '/inbet/price',
  auth: 'none',
  request: z.object({ pair: inbetPairField }),
  response: z.object({
    pair: z.string(),
    decimals: z.number(),
    /** Epoch ms and price text. */
    ticks: z.array(z.object({ at: z.number(), price: z.string() })),
  }),
});
