import * as z from 'zod/mini';
import { poll } from '../../calls/vote/common.ts';
import { defineOpsCall } from '../define.ts';
import { epochSecondsField } from './fortune-gift-codes.ts';
import { plainText } from './fortune-popups-create.ts';
import { voteMarketField } from './vote-rounds-admin.ts';

/**
 * Opens a single-choice poll for one market (docs/vote.md): the question in the market's language, 2-6 options, and an
 * optional end (without one the poll stays open). Audited as `vote.poll_create`.
 */
export const opsVotePollCreate = defineOpsCall({
  path: '/vote/polls/create',
  permission: 'vote.manage',
  reauth: true,
  request: z.object({
    market: voteMarketField,
    question: plainText(200, false),
    options: z.array(plainText(80, false)).check(
      z.minLength(2, 'at least two options'),
      z.maxLength(6, 'at most six options'),
      z.refine((list) => new Set(list).size === list.length, 'options must differ'),
    ),
    ends_at: z.optional(epochSecondsField),
  }),
  response: z.object({ poll }),
});
