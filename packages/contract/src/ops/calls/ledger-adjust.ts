import * as z from 'zod/mini';
import { coinCode } from '../../calls/wallet/common.ts';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/**
 * A manual ledger adjustment for a player (credit from issuance or debit back to it), with a reason. At or below
 * OPS_FOUR_EYES_LIMIT_USD it is done at once; above it waits for a second operator (approval_decide). The transfer's
 * reference names the operators behind it.
 */
export const opsLedgerAdjust = defineOpsCall({
  path: '/ledger/adjust',
  permission: 'ledger.adjust',
  reauth: true,
  request: z.object({
    user_id: idField,
    coin: coinCode,
    amount: z.string().check(z.regex(/^\d{1,12}(\.\d{1,9})?$/, 'must be a positive decimal amount')),
    direction: z.enum(['credit', 'debit']),
    reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
  }),
  response: z.object({
    status: z.enum(['done', 'pending_approval']),
    approval_id: z.nullable(z.number()),
    transfer_ids: z.array(z.number()),
  }),
});
