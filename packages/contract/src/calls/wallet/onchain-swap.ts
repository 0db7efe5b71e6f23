import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, amount, chainId, coinCode, quoteFields, quoteId, signature } from './common.ts';
import { onchainTx } from './onchain-history.ts';

/**
 * POST /wallet/onchain_swap, quote then execute (see common.ts): swap tokens held by a devnet address
 * at the devnet pool. `min_out` = amount_out less `slippage_bps` (default 50 = 0.5 %); the signed message
 * carries min_out, and the swap fails rather than pay less.
 */
export const onchainSwap = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/onchain_swap',
  auth: 'required',
  idempotent: true,
  request: z.object({
    chain: chainId,
    address,
    from_coin: coinCode,
    to_coin: coinCode,
    amount,
    slippage_bps: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5000))),
    quote_id: quoteId,
    signature: z.optional(signature),
  }),
  response: z.object({
    executed: z.boolean(),
    ...quoteFields,
    amount_in: z.string(),
    amount_out: z.string(),
    min_out: z.string(),
    rate: z.string(),
    nonce: z.number(),
    sign_message: z.string(),
    tx: z.nullable(onchainTx),
  }),
});
