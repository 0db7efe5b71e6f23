import * as z from 'zod/mini';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A title in each language an operator wrote it in (en-US always). */
export const localizedTitle = z.object({ locale: z.enum(LOCALES), text: z.string() });

/** A real-time prize drop as operators see it; `status` follows its window (and an early end). */
export const rtPrizeView = z.object({
  id: z.number(),
  titles: z.array(localizedTitle),
  amount: z.string(),
  winners: z.number(),
  claimed: z.number(),
  min_wager: z.string(),
  markets: z.array(z.string()),
  starts_at: z.number(),
  ends_at: z.number(),
  created_at: z.number(),
  status: z.enum(['upcoming', 'live', 'ended']),
});

/** Real-time prize drops, newest first, 50 a page. */
export const opsFortuneRtPrizes = defineOpsCall({
  path: '/fortune/rt-prizes',
  permission: 'fortune.campaigns',
  request: z.object({ page: pageField }),
  response: z.object({ list: z.array(rtPrizeView), has_more: z.boolean() }),
});
