import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, chainId, coinCode } from './common.ts';

/** POST /wallet/xbvote_query: what the stake/vote contract may spend from an address, per coin. */
export const xbvoteQuery = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/xbvote_query',
  auth: 'required',
  request: z.object({ chain: chainId, address, coin: z.optional(coinCode) }),
  response: z.object({
    spender: z.string(),
    allowances: z.array(z.object({ coin_name: coinCode, allowance: z.string(), balance: z.string() })),
  }),
});
