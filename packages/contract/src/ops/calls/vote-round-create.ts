import * as z from 'zod/mini';
import { voteAmount, voteRound } from '../../calls/vote/common.ts';
import { defineOpsCall } from '../define.ts';
import { epochSecondsField } from './fortune-gift-codes.ts';
import { plainText } from './fortune-popups-create.ts';
import { voteMarketField } from './vote-rounds-admin.ts';

/**
 * Opens a vote round for one market (docs/vote.md): its title in the market's language, 2-8 candidates (name, and
 * artwork as a hue and one glyph), the smallest stake, the reward pool the house pays the winner's voters, and the
 * window (`opens_at` defaults to now; `ends_at` after it, within a year). Audited as `vote.round_create`.
 */
export const opsVoteRoundCreate = defineOpsCall({
  path: '/vote/rounds/create',
  permission: 'vote.manage',
  reauth: true,
  request: z.object({
    market: voteMarketField,
    title: plainText(120, false),
    min_stake: voteAmount,
    reward_pool: voteAmount,
    opens_at: z.optional(epochSecondsField),
    ends_at: epochSecondsField,
    candidates: z
      .array(
        z.object({
          name: plainText(60, false),
          hue: z._default(z.number().check(z.int(), z.gte(0), z.lte(359)), 200),
          glyph: z._default(z.string().check(z.minLength(1), z.maxLength(2), z.regex(/^[^\p{Cc}<>\s]+$/u)), '★'),
        }),
      )
      .check(
        z.minLength(2, 'at least two candidates'),
        z.maxLength(8, 'at most eight candidates'),
        z.refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'candidate names must differ'),
      ),
  }),
  response: z.object({ round: voteRound }),
});
