import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, chainId, coinCode } from './common.ts';

/** POST /wallet/onchain_asset: a devnet address's token balances, NFTs and next nonce. */
export const onchainAsset = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/onchain_asset',
  auth: 'required',
  request: z.object({ chain: chainId, address }),
  response: z.object({
    chain: chainId,
    address: z.string(),
    nonce: z.number(),
    balances: z.array(z.object({ coin_name: coinCode, amount: z.string(), usdt_money_all: z.string() })),
    nfts: z.array(z.object({ nft_id: z.string(), name: z.string(), image: z.string() })),
  }),
});
