import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, amount, chainId, coinCode, quoteFields, quoteId, signature } from './common.ts';
import { onchainTx } from './onchain-history.ts';

/**
 * POST /wallet/xbvote_approve, quote then execute (see common.ts): let the stake/vote contract
 * (the chain's `xbvote_spender`) spend up to `amount` of `coin` from `address`. Sets, not adds.
 */
export const xbvoteApprove = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/xbvote_approve',
  auth: 'required',
  idempotent: true,
  request: z.object({
    chain: chainId,
    address,
    coin: coinCode,
    amount,
    quote_id: quoteId,
    signature: z.optional(signature),
  }),
  response: z.object({
    executed: z.boolean(),
    ...quoteFields,
    spender: z.string(),
    nonce: z.number(),
    sign_message: z.string(),
    tx: z.nullable(onchainTx),
  }),
});
