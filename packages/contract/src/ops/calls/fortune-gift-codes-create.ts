import * as z from 'zod/mini';
import { giftAmountField } from '../../calls/fortune/gift-codes.ts';
import { defineOpsCall } from '../define.ts';
import { epochSecondsField, fortuneMarketsField } from './fortune-gift-codes.ts';

/**
 * Creates a campaign of `count` operator codes, each claimable `max_claims` times (once per player) for
 * `amount_per_claim` of cash or of locked bonus (wagered `wager_multiplier` times before it unlocks), in `markets`
 * (empty: all), until `expires_at`. Answers the new codes and what the campaign may pay at most (`total`). Audited.
 * A `total` worth more than the four-eyes limit makes no codes yet: the answer is `pending_approval` with the
 * request's id, and the codes are made when a second operator approves it (`/approvals/decide`).
 */
export const opsFortuneGiftCodesCreate = defineOpsCall({
  path: '/fortune/gift-codes/create',
  permission: 'fortune.campaigns',
  reauth: true,
  request: z.object({
    count: z.number().check(z.int(), z.gte(1), z.lte(500)),
    amount_per_claim: giftAmountField,
    prize_kind: z.enum(['cash', 'bonus']),
    wager_multiplier: z.number().check(z.int(), z.gte(0), z.lte(100)),
    max_claims: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    markets: fortuneMarketsField,
    expires_at: epochSecondsField,
    note: z.string().check(z.trim(), z.maxLength(200)),
  }),
  response: z.object({
    status: z.enum(['done', 'pending_approval']),
    approval_id: z.nullable(z.number()),
    codes: z.array(z.string()),
    total: z.string(),
  }),
});
