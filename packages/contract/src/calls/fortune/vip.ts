import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { usdtText } from './common.ts';

export const VIP_LEVELS = 11;

/**
 * GET /fortune/vip_conf: the eleven VIP levels (0-10): the wager volume over the rolling window that reaches each,
 * its one-time level-up reward and its rakeback rate (the share of wager x house edge paid back each period).
 */
export const fortuneVipConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/vip_conf',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    window_days: z.number(),
    house_edge_bps: z.number(),
    period: z.enum(['day', 'week']),
    levels: z.array(
      z.object({ level: z.number(), wager: usdtText, level_up_reward: usdtText, rakeback_bps: z.number() }),
    ),
  }),
});

export const vipReward = z.object({
  kind: z.enum(['level_up', 'rakeback']),
  /** The level (level_up) or the period's first day, YYYY-MM-DD (rakeback). */
  ref: z.string(),
  amount: usdtText,
  claimable: z.boolean(),
  claimed: z.boolean(),
});

/** GET /fortune/vip_profile: the player's level, progress to the next and their rewards (claimable first). */
export const fortuneVipProfile = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/vip_profile',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    level: z.number(),
    wagered: usdtText,
    next_level_wager: z.nullable(usdtText),
    rewards: z.array(vipReward),
  }),
});

/**
 * POST /fortune/receive_vip_reward: pays a level-up reward (once per level) or a closed period's rakeback (once per
 * period) to cash. Needs an Idempotency-Key.
 */
export const fortuneReceiveVipReward = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/receive_vip_reward',
  auth: 'required',
  idempotent: true,
  request: z.object({
    kind: z.enum(['level_up', 'rakeback']),
    ref: z.string().check(z.regex(/^(\d{1,2}|\d{4}-\d{2}-\d{2})$/, 'A level or a date')),
  }),
  response: z.object({ reward: vipReward, cash: usdtText }),
});
