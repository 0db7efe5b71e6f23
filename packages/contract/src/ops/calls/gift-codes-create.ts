import * as z from 'zod/mini';
import { giftMessageField } from '../../calls/giftcode/common.ts';
import { amount, coinCode } from '../../calls/wallet/common.ts';
import { defineOpsCall } from '../define.ts';

/**
 * Creates `count` campaign codes, each claimable `max_claims` times (once per player) for `amount_per_claim` of
 * `coin`, paid by the house, until `expires_at` (seconds; within 366 days). `message` is what players see on the
 * gift page; `note` is for operators. Answers the codes and what the campaign may pay at most (`total`). Audited.
 * A `total` worth more than the four-eyes limit makes no codes yet: the answer is `pending_approval` with the
 * request's id, and the codes are made when a second operator approves it (`/approvals/decide`).
 */
export const opsGiftCodesCreate = defineOpsCall({
  path: '/gift-codes/create',
  permission: 'giftcodes.manage',
  reauth: true,
  request: z.object({
    count: z.number().check(z.int(), z.gte(1), z.lte(500)),
    coin: coinCode,
    amount_per_claim: amount,
    max_claims: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    expires_at: z.number().check(z.int(), z.positive(), z.lte(4_102_444_800)),
    message: giftMessageField,
    note: z.string().check(z.trim(), z.maxLength(200)),
  }),
  response: z.object({
    status: z.enum(['done', 'pending_approval']),
    approval_id: z.nullable(z.number()),
    codes: z.array(z.string()),
    total: z.string(),
  }),
});
