import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { diceChanceField, diceSideField, winAmountField, winRoundView, winUsdtText } from './common.ts';

/**
 * POST /win/dice/roll: one dice round for `amount` USDT at `chance_bp` (100-9500) on `side`. The stake goes through
 * the seamless wallet (bet, draw from the seed pair, win), so it is a round like any studio's. Needs an
 * Idempotency-Key: a retried roll answers the same round and pays once. Rolls closer together than the server's
 * minimum spacing answer RATE_LIMITED with `retry_after_ms`.
 */
export const winDiceRoll = defineCall({
  service: 'game',
  method: 'POST',
  path: '/win/dice/roll',
  auth: 'required',
  idempotent: true,
  request: z.object({ amount: winAmountField, chance_bp: diceChanceField, side: diceSideField }),
  response: z.object({ round: winRoundView, balance: winUsdtText }),
});
