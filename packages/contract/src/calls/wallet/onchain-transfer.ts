import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, amount, chainId, coinCode, quoteFields, quoteId, signature } from './common.ts';
import { onchainTx } from './onchain-history.ts';

/**
 * POST /wallet/onchain_transfer, quote then execute (see common.ts): a devnet transfer signed in the browser.
 * The quote answers `sign_message`; execute with `quote_id` and `signature` (required then).
 * The fee is paid in the same coin, on top of `amount`.
 */
export const onchainTransfer = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/onchain_transfer',
  auth: 'required',
  idempotent: true,
  request: z.object({
    chain: chainId,
    from_address: address,
    to_address: address,
    coin: coinCode,
    amount,
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
