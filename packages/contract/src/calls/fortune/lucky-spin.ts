import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { draw, fairProof, prize, usdtText } from './common.ts';

/** A weighted prize table; `probability` is weight / total weight as a decimal string. */
export const prizeTable = z.array(z.object({ index: z.number(), prize, weight: z.number(), probability: z.string() }));

/**
 * GET /fortune/lucky_spin_conf: the wheel's prize table and its published expected value per spin, the player's
 * chances left (the day's free ones plus extra ones earned) and the seed pair the next spin uses.
 */
export const fortuneLuckySpinConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/lucky_spin_conf',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    table: prizeTable,
    /**
     * USDT paid per spin on average, exact from the table: cash plus locked bonus at face value; a "+1 chance" row
     * counts as nothing here (the extra spin it gives is worth this same value again).
     */
    expected_value: usdtText,
    free_per_day: z.number(),
    chances_left: z.number(),
    next_free_at: z.number(),
    seed: z.omit(fairProof, { server_seed: true }),
  }),
});

/**
 * POST /fortune/lucky_spin: uses one chance and draws a row of the table from the seed pair; pays cash or a locked
 * bonus at once. Needs an Idempotency-Key: a retried request answers the same spin and pays once.
 */
export const fortuneLuckySpin = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/lucky_spin',
  auth: 'required',
  idempotent: true,
  request: z.object({}),
  response: z.object({ spin: draw, chances_left: z.number() }),
});

/** POST /fortune/lucky_spin_result: one of the player's draws with its proof (the server seed once revealed). */
export const fortuneLuckySpinResult = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/lucky_spin_result',
  auth: 'required',
  request: z.object({ spin_id: z.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ spin: draw }),
});
