import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { usdtText } from './common.ts';

/**
 * A real-time prize drop as a player sees it: for its window, the first `winners` players who wagered `min_wager`
 * today claim `amount` each, once. `title` is in the request's language (else en-US).
 */
export const rtPrize = z.object({
  id: z.number(),
  title: z.string(),
  amount: usdtText,
  winners: z.number(),
  claimed: z.number(),
  remaining: z.number(),
  starts_at: z.number(),
  ends_at: z.number(),
  min_wager: usdtText,
  /** What the player wagered today (UTC day), in USDT. */
  wagered_today: usdtText,
  claimed_by_me: z.boolean(),
  /** True when a claim now would pay: registered, not claimed, wagered enough, some left. */
  can_claim: z.boolean(),
});

/** GET /fortune/rt_prize_conf: the drops running now in the player's market. */
export const fortuneRtPrizeConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/rt_prize_conf',
  auth: 'required',
  request: z.object({}),
  response: z.object({ prizes: z.array(rtPrize) }),
});

/** GET /fortune/rt_prize_billboard: the latest 30 claims across drops, newest first, names masked. */
export const fortuneRtPrizeBillboard = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/rt_prize_billboard',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    items: z.array(z.object({ prize_id: z.number(), name: z.string(), amount: usdtText, at: z.number() })),
  }),
});

/**
 * POST /fortune/rt_prize_receive: claims a running drop to cash, once per player (a repeat answers the claim).
 * FORTUNE_WAGERING_NOT_MET below `min_wager` today; FORTUNE_REWARD_NOT_CLAIMABLE when it is not running in the
 * player's market (`data.reason` 'ended') or every winner's place is taken ('sold_out'). Needs an Idempotency-Key.
 */
export const fortuneRtPrizeReceive = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/rt_prize_receive',
  auth: 'required',
  idempotent: true,
  request: z.object({ prize_id: z.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ prize: rtPrize, amount: usdtText, cash: usdtText }),
});
