import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { winAmountField, winRoundView, winUsdtText } from './common.ts';

/**
 * POST /win/hilo/start: takes the stake (wallet bet) and draws the first card. One chain at a time: while a round
 * is playing this answers that round instead of opening another. Needs an Idempotency-Key.
 */
export const winHiloStart = defineCall({
  service: 'game',
  method: 'POST',
  path: '/win/hilo/start',
  auth: 'required',
  idempotent: true,
  request: z.object({ amount: winAmountField }),
  response: z.object({ round: winRoundView, balance: winUsdtText }),
});
