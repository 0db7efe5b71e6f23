import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { hiloGuessField, winRoundIdField, winRoundView, winUsdtText } from './common.ts';

/**
 * POST /win/hilo/guess: the guess for the next card of a playing round. `step` is the number of guesses the client
 * has seen (0 for the first): a repeat of a step already played answers the round as it is, so a retry never draws
 * twice. A wrong guess ends the round (win 0, paid through the wallet as the closing win). A guess that cannot win
 * or would pass the multiplier cap answers a field error on `guess`.
 */
export const winHiloGuess = defineCall({
  service: 'game',
  method: 'POST',
  path: '/win/hilo/guess',
  auth: 'required',
  request: z.object({
    id: winRoundIdField,
    step: z.coerce.number().check(z.int(), z.gte(0), z.lte(100)),
    guess: hiloGuessField,
  }),
  response: z.object({ round: winRoundView, balance: winUsdtText }),
});
