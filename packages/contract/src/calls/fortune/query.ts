import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { exclusion, fortuneCurrency, usdtText } from './common.ts';

/**
 * GET /fortune/query: the player's Fortune at a glance, for the home and me screens: whether the sub-brand is open
 * in their market and they joined, balances, VIP level, chances left and any pause on play.
 */
export const fortuneQuery = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/query',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    available: z.boolean(),
    registered: z.boolean(),
    currency: fortuneCurrency,
    cash: usdtText,
    locked: usdtText,
    vip_level: z.number(),
    chances: z.object({ lucky_spin: z.number(), free_lottery: z.number() }),
    exclusion: z.nullable(exclusion),
    reality_check_minutes: z.number(),
  }),
});
