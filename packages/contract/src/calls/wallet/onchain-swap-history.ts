import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, chainId, cursorRequest } from './common.ts';
import { onchainTx } from './onchain-history.ts';

/** POST /wallet/onchain_swap_history: the on-chain swaps of the player's addresses, newest first. */
export const onchainSwapHistory = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/onchain_swap_history',
  auth: 'required',
  request: z.object({ chain: z.optional(chainId), address: z.optional(address), ...cursorRequest }),
  response: z.object({ items: z.array(onchainTx), next_cursor: z.nullable(z.string()) }),
});
