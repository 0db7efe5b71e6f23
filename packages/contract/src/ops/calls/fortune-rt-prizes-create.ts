import * as z from 'zod/mini';
import { giftAmountField } from '../../calls/fortune/gift-codes.ts';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { epochSecondsField, fortuneMarketsField } from './fortune-gift-codes.ts';
import { rtPrizeView } from './fortune-rt-prizes.ts';

const titleText = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(80));

/**
 * Creates a drop: from `starts_at` to `ends_at`, the first `winners` players of `markets` (empty: all) who wagered
 * `min_wager` that day claim `amount` each. Titles: en-US required, any other locale once. Audited. When
 * `amount` × `winners` is worth more than the four-eyes limit, the drop is made only once a second operator approves
 * it: the answer is `pending_approval` with the request's id and `prize: null`.
 */
export const opsFortuneRtPrizesCreate = defineOpsCall({
  path: '/fortune/rt-prizes/create',
  permission: 'fortune.campaigns',
  reauth: true,
  request: z.object({
    titles: z.array(z.object({ locale: z.enum(LOCALES), text: titleText })).check(
      z.minLength(1),
      z.maxLength(13),
      z.refine((list) => list.some((t) => t.locale === 'en-US'), 'en-US is required'),
      z.refine((list) => new Set(list.map((t) => t.locale)).size === list.length, 'one title per locale'),
    ),
    amount: giftAmountField,
    winners: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
    min_wager: z.string().check(z.regex(/^\d{1,9}(\.\d{1,6})?$/, 'Must be an amount like 0, 10 or 2.5')),
    markets: fortuneMarketsField,
    starts_at: epochSecondsField,
    ends_at: epochSecondsField,
  }),
  response: z.object({
    status: z.enum(['done', 'pending_approval']),
    approval_id: z.nullable(z.number()),
    prize: z.nullable(rtPrizeView),
    /** What the drop may pay at most (`amount` × `winners`). */
    total: z.string(),
  }),
});
