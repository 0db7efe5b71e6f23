import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode } from '../wallet/common.ts';

/**
 * GET /giftcode/config: what the create form offers: the coins a red packet can hold (every wallet coin an
 * in-app transfer moves) with the player's spendable balance and decimals, the default coin, the limits and the
 * expiry choices in hours.
 */
export const giftcodeConfig = defineCall({
  service: 'giftcode',
  method: 'GET',
  path: '/giftcode/config',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    coins: z.array(z.object({ coin: coinCode, name: z.string(), decimals: z.number(), balance: z.string() })),
    default_coin: coinCode,
    max_claims: z.number(),
    max_active: z.number(),
    active: z.number(),
    expiry_hours: z.array(z.number()),
  }),
});
