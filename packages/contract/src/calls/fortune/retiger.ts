import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { fairProof, usdtText } from './common.ts';
import { initConf } from './games.ts';

/**
 * retiger, Fortune's in-house tiger slot (issue 17; math in packages/contract/src/games/retiger.ts, docs/fortune-games.md).
 * Its spins go through the seamless wallet as an outside studio's would: the bet is taken, then the board is drawn
 * from the player's seed pair and nonce, then the win is paid.
 */

export const retigerSpinView = z.object({
  id: z.number(),
  round_id: z.string(),
  line_bet: usdtText,
  bet: usdtText,
  win: usdtText,
  /** settled (paid), refunded (stake returned, nothing drawn), or open/drawn while the wallet is still answering. */
  status: z.enum(['open', 'drawn', 'settled', 'refunded', 'refused']),
  stops: z.nullable(z.array(z.number())),
  /** Symbol ids [reel][row]. */
  grid: z.nullable(z.array(z.array(z.string()))),
  line_wins: z.array(z.object({ line: z.number(), symbol: z.string(), pay: z.number() })),
  multiplier: z.number(),
  /** Win in line-bet units after the multiplier and the cap. */
  win_units: z.number(),
  capped: z.boolean(),
  proof: z.nullable(fairProof),
  at: z.number(),
});
export type RetigerSpinView = z.infer<typeof retigerSpinView>;

/**
 * GET /fortune/retiger/get_init_conf: opens the slot. Besides the launch it publishes the whole model (strips,
 * paytable, lines, multiplier weights, cap) and its exact RTP, the line bets allowed, and the market's play rules.
 */
export const fortuneRetigerInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/retiger/get_init_conf',
  auth: 'required',
  request: z.object({}),
  response: z.extend(initConf, {
    slot: z.object({
      line_bets: z.array(usdtText),
      line_count: z.number(),
      lines: z.array(z.array(z.number())),
      symbols: z.array(z.string()),
      wild: z.string(),
      paytable: z.record(z.string(), z.number()),
      strips: z.array(z.array(z.string())),
      multipliers: z.array(z.object({ value: z.number(), weight: z.number() })),
      max_win_total_bets: z.number(),
      rtp: z.string(),
      /** Shortest time between two spins in this market (ms), and whether autoplay and turbo are allowed. */
      min_spin_ms: z.number(),
      autoplay: z.boolean(),
      turbo: z.boolean(),
    }),
  }),
});

/**
 * POST /fortune/retiger/spin: one paid spin with the launch `token` at `line_bet` (one of the allowed line bets; the
 * stake is line bet x lines). Needs an Idempotency-Key: a retried request answers the same spin and pays once.
 */
export const fortuneRetigerSpin = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/retiger/spin',
  auth: 'required',
  idempotent: true,
  request: z.object({
    token: z.string().check(z.minLength(16), z.maxLength(128)),
    line_bet: z.string().check(z.regex(/^\d{1,6}(\.\d{1,6})?$/, 'Must be an amount like 0.1')),
  }),
  response: z.object({ spin: retigerSpinView, balance: usdtText }),
});

/** GET /fortune/retiger/history: the player's spins, newest first. */
export const fortuneRetigerHistory = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/retiger/history',
  auth: 'required',
  request: z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1) }),
  response: z.object({ spins: z.array(retigerSpinView), page: z.number(), has_more: z.boolean() }),
});

/** GET /fortune/fair/spin: any retiger spin by id, for the public verifier (no player named; seed once revealed). */
export const fortuneFairSpin = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/fair/spin',
  auth: 'none',
  request: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ spin: retigerSpinView }),
});
