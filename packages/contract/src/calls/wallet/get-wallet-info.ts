import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { balance, coinCode } from './common.ts';

/** POST /wallet/get_wallet_info {str_amount: true}: every coin's balance with logo and USDT value, and the total. */
export const getWalletInfo = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_wallet_info',
  auth: 'required',
  request: z.object({ str_amount: z.optional(z.boolean()) }),
  response: z.object({
    default_coin: coinCode,
    balances: z.array(balance),
    total_usdt: z.string(),
  }),
});
