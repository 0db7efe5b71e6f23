import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from './common.ts';

/** POST /wallet/total_asset_in_usdt {}: the player's whole in-app balance valued in USDT, and per coin. */
export const totalAssetInUsdt = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/total_asset_in_usdt',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    total_usdt: z.string(),
    by_coin: z.array(z.object({ coin_name: coinCode, money_all: z.string(), usdt_money_all: z.string() })),
  }),
});
