import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { winProof, winRoundView, winUsdtText } from './common.ts';

/**
 * GET /win/config: what the win hub needs: the game balance (USDT), whether the player's market has the games on
 * (and why not), stakes, the games' rules and edge, the server's minimum time between bets (auto-bet paces itself
 * by it), the active seed pair, an unfinished hi-lo round to resume, and the latest big wins (names masked).
 */
export const winConfig = defineCall({
  service: 'game',
  method: 'GET',
  path: '/win/config',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    balance: winUsdtText,
    coin: z.string(),
    /** null when the player may play; otherwise why not (market off, self-excluded, frozen). */
    blocked: z.nullable(z.enum(['market', 'excluded', 'frozen'])),
    /** Unix seconds a time-out or self-exclusion ends, when that is the reason. */
    blocked_until: z.nullable(z.number()),
    /** Dice's stake limits (the console's game settings, docs/ops.md; each game's in `limits`). */
    min_bet: winUsdtText,
    max_bet: winUsdtText,
    /** Per game: whether it takes new rounds (the console's switch) and its stake limits. */
    limits: z.optional(z.record(z.string(), z.object({ on: z.boolean(), min_bet: winUsdtText, max_bet: winUsdtText }))),
    min_bet_spacing_ms: z.number(),
    edge_percent: z.string(),
    dice: z.object({ min_chance_bp: z.number(), max_chance_bp: z.number() }),
    hilo: z.object({ max_multiplier: z.string(), max_guesses: z.number() }),
    seed: winProof,
    hilo_round: z.nullable(winRoundView),
    big_wins: z.array(
      z.object({ game: z.string(), name: z.string(), win: winUsdtText, multiplier: z.string(), at: z.number() }),
    ),
  }),
});
