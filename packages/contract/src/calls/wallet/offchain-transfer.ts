import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { amount, coinCode, plainText } from './common.ts';

/** POST /wallet/offchain_transfer: send in-app coins to another player, no fee. Needs an Idempotency-Key. */
export const offchainTransfer = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/offchain_transfer',
  auth: 'required',
  idempotent: true,
  request: z.object({
    to_user_id: z.number().check(z.int(), z.positive()),
    coin: coinCode,
    amount,
    memo: z.optional(plainText(0, 140)),
  }),
  response: z.object({ transfer_id: z.string(), coin_name: coinCode, amount: z.string(), balance_after: z.string() }),
});
