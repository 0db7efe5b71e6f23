import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { chainId, coinCode } from './common.ts';

export const chainInfo = z.object({
  chain_id: chainId,
  name: z.string(),
  /** evm: 0x addresses, secp256k1 + EIP-191; sol: base58 addresses, ed25519; ton: v4r2 wallet addresses, ed25519 (see common.ts). */
  kind: z.enum(['evm', 'sol', 'ton']),
  logo: z.string(),
  coins: z.array(coinCode),
  /** The coin fees of NFT transfers and approvals are paid in. */
  fee_coin: coinCode,
  confirmations_required: z.number(),
  block_time_ms: z.number(),
  /** The stake/vote contract address for xbvote_approve. */
  xbvote_spender: z.string(),
  /** The swap pool's address (on TON the swap message is a transfer to it, see ../../ton-wallet-v4.ts). */
  pool: z.string(),
});
export type ChainInfo = z.infer<typeof chainInfo>;

/** POST /wallet/get_chain_list: the chains the wallet can use (the built-in devnet ones offline). */
export const getChainList = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_chain_list',
  auth: 'optional',
  request: z.object({}),
  response: z.object({ chains: z.array(chainInfo) }),
});
