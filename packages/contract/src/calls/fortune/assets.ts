import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { bonus, fortuneCurrency, usdtText } from './common.ts';

const asset = z.object({
  coin: z.string(),
  /** Withdrawable. */
  cash: usdtText,
  /** Bonus money waiting for its wagering. */
  locked: usdtText,
  /** VIP rewards ready to claim. */
  claimable: usdtText,
});

/** GET /fortune/asset_list: cash, locked bonus and claimable rewards by coin. */
export const fortuneAssetList = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/asset_list',
  auth: 'required',
  request: z.object({}),
  response: z.object({ currency: fortuneCurrency, assets: z.array(asset) }),
});

/** GET /fortune/asset_detail: one coin's balances, its bonuses and its latest Fortune movements (newest first). */
export const fortuneAssetDetail = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/asset_detail',
  auth: 'required',
  request: z.object({ coin: z._default(z.literal('USDT'), 'USDT') }),
  response: z.object({
    currency: fortuneCurrency,
    asset,
    bonuses: z.array(bonus),
    movements: z.array(
      z.object({
        id: z.number(),
        kind: z.string(),
        direction: z.enum(['in', 'out']),
        amount: usdtText,
        at: z.number(),
      }),
    ),
  }),
});
