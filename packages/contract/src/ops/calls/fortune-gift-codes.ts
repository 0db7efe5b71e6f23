import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A market code (vn, br...); an empty list of them means every market where Fortune is open. */
export const fortuneMarketsField = z
  .array(z.string().check(z.regex(/^[a-z]{2}$/, 'must be a market code like vn')))
  .check(z.maxLength(30));

/** A time in seconds since the epoch, before 2100. */
export const epochSecondsField = z.number().check(z.int(), z.positive(), z.lte(4_102_444_800));

/**
 * A gift code as operators see it: an operator's campaign code (paid by the house) or a streamer's webcast code
 * (funded from their cash; `creator_user_id` names them). Amounts are USDT.
 */
export const giftCodeView = z.object({
  code: z.string(),
  kind: z.enum(['operator', 'webcast']),
  prize_kind: z.enum(['cash', 'bonus']),
  amount_per_claim: z.string(),
  wager_multiplier: z.number(),
  claims: z.number(),
  max_claims: z.number(),
  markets: z.array(z.string()),
  status: z.enum(['active', 'ended']),
  note: z.string(),
  expires_at: z.number(),
  created_at: z.number(),
  ended_at: z.nullable(z.number()),
  operator_id: z.nullable(z.number()),
  creator_user_id: z.nullable(z.number()),
});

/** Gift codes, newest first, 50 a page: filter by kind and status. */
export const opsFortuneGiftCodes = defineOpsCall({
  path: '/fortune/gift-codes',
  permission: 'fortune.campaigns',
  request: z.object({
    kind: z._default(z.enum(['all', 'operator', 'webcast']), 'all'),
    status: z._default(z.enum(['all', 'active', 'ended']), 'all'),
    page: pageField,
  }),
  response: z.object({ list: z.array(giftCodeView), has_more: z.boolean() }),
});
