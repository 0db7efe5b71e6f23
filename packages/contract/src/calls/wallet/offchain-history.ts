import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { coinCode, cursorRequest } from './common.ts';

/** Kinds of in-app ledger movements a player sees. */
export const LEDGER_KINDS = [
  'issuance',
  'transfer',
  'swap',
  'swap_fee',
  'withdraw',
  'withdraw_fee',
  'deposit',
  'reward',
  'payment',
  'refund',
  'correction',
] as const;

export const ledgerEntry = z.object({
  id: z.string(),
  coin_name: coinCode,
  /** Signed: "-3" when money left the player's account. */
  amount: z.string(),
  direction: z.enum(['in', 'out']),
  kind: z.string(),
  /** What the move belongs to, e.g. "swap:<quote id>", "withdraw:<id>", "user:100002". */
  reference: z.string(),
  status: z.enum(['pending', 'posted', 'voided']),
  created_at: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** POST /wallet/offchain_history: the player's in-app ledger movements, newest first, with filters. */
export const offchainHistory = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/offchain_history',
  auth: 'required',
  request: z.object({
    coin: z.optional(coinCode),
    kind: z.optional(z.enum(LEDGER_KINDS)),
    direction: z.optional(z.enum(['in', 'out'])),
    ...cursorRequest,
  }),
  response: z.object({ items: z.array(ledgerEntry), next_cursor: z.nullable(z.string()) }),
});
