import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, chainId, plainText, quoteFields, quoteId, signature } from './common.ts';
import { onchainTx } from './onchain-history.ts';

/** POST /wallet/xbnft_transfer, quote then execute (see common.ts): send a devnet NFT; the fee is in the chain's fee coin. */
export const xbnftTransfer = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/xbnft_transfer',
  auth: 'required',
  idempotent: true,
  request: z.object({
    chain: chainId,
    from_address: address,
    to_address: address,
    nft_id: plainText(1, 80),
    quote_id: quoteId,
    signature: z.optional(signature),
  }),
  response: z.object({
    executed: z.boolean(),
    ...quoteFields,
    nonce: z.number(),
    sign_message: z.string(),
    tx: z.nullable(onchainTx),
  }),
});
