import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { fortuneMarketView } from './fortune-markets.ts';

/**
 * Opens or closes Fortune in one market and sets its game rules (UK-style rules: 2500 ms, no autoplay, no turbo).
 * Written to the audit log with before and after; `changed` is false when nothing differed.
 */
export const opsFortuneMarketsSet = defineOpsCall({
  path: '/fortune/markets/set',
  permission: 'fortune.markets',
  reauth: true,
  request: z.object({
    market: z.string().check(z.regex(/^[a-z]{2}$/, 'must be a market code like vn')),
    enabled: z.boolean(),
    min_spin_ms: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
    autoplay: z.boolean(),
    turbo: z.boolean(),
  }),
  response: z.object({ market: fortuneMarketView, changed: z.boolean() }),
});
