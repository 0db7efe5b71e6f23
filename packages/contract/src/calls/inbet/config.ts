import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * GET /inbet/config: the game's published rules: pairs, the schedule, the fixed payout and its house edge, the stake
 * limits and presets, and where prices come from (the sandbox feed's current commitment and salt).
 */
export const inbetConfig = defineCall({
  service: 'inbet',
  method: 'GET',
  path: '/inbet/config',
  auth: 'none',
  request: z.object({}),
  response: z.object({
    pairs: z.array(z.object({ id: z.string(), name: z.string(), decimals: z.number() })),
    window_ms: z.number(),
    tick_ms: z.number(),
    /** The right side pays this multiple of its stake ("1.95"); a tie refunds. */
    payout: z.string(),
    house_edge_percent: z.string(),
    min_amount: z.string(),
    max_amount: z.string(),
    presets: z.array(z.string()),
    feed: z.object({
      source: z.enum(['sandbox', 'binance']),
      /** The sandbox chain now in use: its published last link, salt and first tick (null for an outside feed). */
      commitment: z.nullable(z.string()),
      salt: z.nullable(z.string()),
      chain_first_tick: z.nullable(z.number()),
    }),
  }),
});
