import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, chainId, coinCode, cursorRequest, onchainStatus } from './common.ts';

export const onchainTx = z.object({
  tx_hash: z.string(),
  chain: chainId,
  kind: z.enum(['transfer', 'swap', 'approve', 'nft_transfer', 'bridge_in', 'mint']),
  from: z.string(),
  to: z.string(),
  coin_name: z.nullable(coinCode),
  amount: z.string(),
  fee: z.string(),
  /** Swap only: coin and amount received. */
  to_coin: z.nullable(coinCode),
  amount_out: z.nullable(z.string()),
  nft_id: z.nullable(z.string()),
  direction: z.enum(['in', 'out', 'self']),
  status: onchainStatus,
  confirmations: z.number(),
  confirmations_required: z.number(),
  created_at: z.number(),
});
export type OnchainTx = z.infer<typeof onchainTx>;

/** POST /wallet/onchain_history: devnet transactions of an address (default: all the player's addresses). */
export const onchainHistory = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/onchain_history',
  auth: 'required',
  request: z.object({ chain: z.optional(chainId), address: z.optional(address), ...cursorRequest }),
  response: z.object({ items: z.array(onchainTx), next_cursor: z.nullable(z.string()) }),
});
