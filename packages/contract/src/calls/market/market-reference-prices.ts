import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { symbolField } from './common.ts';

/** The external exchanges whose prices are shown beside ours (spec: the two exchanges keyed 151 and 221). */
export const REFERENCE_EXCHANGES = ['151', '221'] as const;

export const referencePrice = z.object({
  /** '151' | '221' */
  exchange: z.string(),
  /** Quote coin per one whole base coin, exact decimal text. */
  price: z.string(),
  /** Seconds since the exchange last moved this price. */
  age_seconds: z.number(),
  /** (price - our last price) / our last price in basis points; 0 when we have no last price. */
  diff_bps: z.number(),
});

/**
 * GET /market/reference_prices: per pair (all, or `symbol`) our last price and each reference exchange's price with
 * its age, from the adapter chosen by MARKET_REFERENCE_FEED (the offline demo feed by default). Anonymous callers are
 * rate-limited per address. An exchange that cannot answer is left out of `refs`.
 */
export const marketReferencePrices = defineCall({
  service: 'market',
  method: 'GET',
  path: '/market/reference_prices',
  auth: 'optional',
  request: z.object({ symbol: z.optional(symbolField) }),
  response: z.object({
    list: z.array(z.object({ symbol: z.string(), last: z.string(), refs: z.array(referencePrice) })),
  }),
});
