import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { draw, prize, usdtText } from './common.ts';

/** A lottery tier: a roll from `from` to `to` (of 0-9999) wins `prize`. */
export const lotteryTier = z.object({ from: z.number(), to: z.number(), prize });

/** GET /fortune/free_lottery_chance: tickets left, when the next free one comes, the tiers and the expected value. */
export const fortuneFreeLotteryChance = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/free_lottery_chance',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    chances_left: z.number(),
    free_per_day: z.number(),
    next_free_at: z.number(),
    tiers: z.array(lotteryTier),
    /** USDT paid per ticket on average, exact from the tiers, counted as the lucky spin's (cash plus bonus). */
    expected_value: usdtText,
  }),
});

/**
 * GET /fortune/draw_free_lottery (a GET in the spec, although it draws): uses one ticket and rolls 0-9999 from the
 * seed pair. Needs an Idempotency-Key header: a retry answers the same draw.
 */
export const fortuneDrawFreeLottery = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/draw_free_lottery',
  auth: 'required',
  idempotent: true,
  request: z.object({}),
  response: z.object({ draw, chances_left: z.number() }),
});

/** GET /fortune/query_lottery_status: the player's draws of both games, newest first, 20 a page. */
export const fortuneQueryLotteryStatus = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/query_lottery_status',
  auth: 'required',
  request: z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 1) }),
  response: z.object({ draws: z.array(draw), has_more: z.boolean() }),
});
