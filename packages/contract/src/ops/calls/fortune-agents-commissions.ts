import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/**
 * The daily invite commissions paid (one row per inviter and UTC day), largest first, 50 a page: one day's, or one
 * inviter's (`user_id`), or the latest. Amounts are USDT; the ledger transfer's key is
 * `fortune_invite_commission:<user_id>:<day>`.
 */
export const opsFortuneAgentsCommissions = defineOpsCall({
  path: '/fortune/agents/commissions',
  permission: 'fortune.agents',
  request: z.object({
    day: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day like 2026-11-22'))),
    user_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
    page: pageField,
  }),
  response: z.object({
    list: z.array(
      z.object({
        user_id: z.number(),
        name: z.string(),
        day: z.string(),
        role: z.enum(['player', 'agent']),
        direct_wager: z.string(),
        sub_wager: z.string(),
        month_volume: z.string(),
        rate_bps: z.number(),
        override_bps: z.number(),
        direct: z.string(),
        override: z.string(),
        amount: z.string(),
        active_invitees: z.number(),
        settled_at: z.number(),
      }),
    ),
    /** The day's (or the inviter's) total over every page. */
    total: z.string(),
    has_more: z.boolean(),
  }),
});
