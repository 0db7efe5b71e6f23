import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { address, amount, chainId, coinCode, quoteFields, quoteId } from './common.ts';
import { withdrawal } from './transfer-history.ts';

/**
 * POST /wallet/transfer_from_offchain_to_onchain, quote then execute (see common.ts): move in-app coins to
 * a devnet address. The ledger holds amount + fee (two-phase); the hold is posted when the devnet
 * transaction reaches its confirmations, voided (refunded) if it fails.
 */
export const transferFromOffchainToOnchain = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/transfer_from_offchain_to_onchain',
  auth: 'required',
  idempotent: true,
  request: z.object({ coin: coinCode, amount, chain: chainId, to_address: address, quote_id: quoteId }),
  response: z.object({
    executed: z.boolean(),
    ...quoteFields,
    coin_name: coinCode,
    amount: z.string(),
    /** amount + fee, what leaves the in-app balance. */
    total_debit: z.string(),
    withdrawal: z.nullable(withdrawal),
  }),
});
