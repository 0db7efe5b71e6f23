import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { usdtAmountField } from '../fortune/common.ts';
import { inbetPairField, inbetPosition, inbetSide } from './common.ts';

/**
 * POST /inbet/position: up or down on a pair's round taking positions (`round`: its number), one position per
 * player and round. The stake leaves the player's USDT balance as a bet of the seamless wallet; the round's close
 * pays 1.95x (the stake back on a tie). A round past its lock answers FORTUNE_ROUND_OVER; a player not joined to
 * Fortune FORTUNE_NOT_REGISTERED. Needs an Idempotency-Key.
 */
export const inbetOpenPosition = defineCall({
  service: 'inbet',
  method: 'POST',
  path: '/inbet/position',
  auth: 'required',
  idempotent: true,
  request: z.object({
    pair: inbetPairField,
    round: z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
    side: inbetSide,
    amount: usdtAmountField,
  }),
  response: z.object({ position: inbetPosition, balance: z.string() }),
});
