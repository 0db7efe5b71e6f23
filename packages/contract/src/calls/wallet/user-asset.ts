import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { balance, coinCode } from './common.ts';

/** POST /wallet/user_asset {coin}: one coin's balance, with its 24 h price change in percent ("-1.25"). */
export const userAsset = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/user_asset',
  auth: 'required',
  request: z.object({ coin: coinCode }),
  response: z.object({ asset: balance, change_24h_pct: z.string() }),
});
