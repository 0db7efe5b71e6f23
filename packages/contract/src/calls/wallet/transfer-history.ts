import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { chainId, coinCode, cursorRequest } from './common.ts';

export const withdrawal = z.object({
  id: z.string(),
  coin_name: coinCode,
  amount: z.string(),
  fee: z.string(),
  chain: chainId,
  to_address: z.string(),
  /** pending: held in the ledger until the devnet confirms; posted: done; voided: refunded. */
  status: z.enum(['pending', 'posted', 'voided']),
  tx_hash: z.nullable(z.string()),
  confirmations: z.number(),
  created_at: z.number(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** POST /wallet/transfer_history: transfers from the in-app wallet to on-chain addresses, newest first. */
export const transferHistory = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/transfer_history',
  auth: 'required',
  request: z.object({ coin: z.optional(coinCode), ...cursorRequest }),
  response: z.object({ items: z.array(withdrawal), next_cursor: z.nullable(z.string()) }),
});
