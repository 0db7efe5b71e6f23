import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { winRoundIdField, winRoundView, winUsdtText } from './common.ts';

/**
 * POST /win/hilo/cashout: ends a playing round after at least one correct guess and pays bet x multiplier through
 * the wallet. Cashing out a round already cashed out answers it again (nothing is paid twice).
 */
export const winHiloCashout = defineCall({
  service: 'game',
  method: 'POST',
  path: '/win/hilo/cashout',
  auth: 'required',
  request: z.object({ id: winRoundIdField }),
  response: z.object({ round: winRoundView, balance: winUsdtText }),
});
