import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/**
 * One market of the Fortune sub-brand: whether it is open there and its game rules (a minimum time between two paid
 * slot spins, autoplay, turbo). A market nobody has set yet is closed with no rules (0 ms, autoplay and turbo on).
 */
export const fortuneMarketView = z.object({
  market: z.string(),
  /** The market's currency code (VND, BRL...). */
  currency: z.string(),
  enabled: z.boolean(),
  min_spin_ms: z.number(),
  autoplay: z.boolean(),
  turbo: z.boolean(),
  /** Seconds; null while never set. */
  updated_at: z.nullable(z.number()),
  updated_by: z.nullable(z.number()),
  updated_by_email: z.nullable(z.string()),
});

/** Every market the product knows, with Fortune's switch and rules in each. */
export const opsFortuneMarkets = defineOpsCall({
  path: '/fortune/markets',
  permission: 'fortune.markets',
  request: z.object({}),
  response: z.object({ list: z.array(fortuneMarketView) }),
});
