import * as z from 'zod/mini';
import { poll, voteRound } from '../../calls/vote/common.ts';
import { defineOpsCall } from '../define.ts';
import { pageField } from './shared.ts';

/** A market code as the vote rounds and polls use it. */
export const voteMarketField = z.string().check(z.regex(/^[a-z]{2}$/, 'must be a market code like vn'));

/**
 * Vote rounds and polls of every market (or of `market`), newest first, 20 a page each (docs/vote.md). `mine` is "0":
 * operators see totals, not their own stakes.
 */
export const opsVoteRounds = defineOpsCall({
  path: '/vote/rounds',
  permission: 'vote.manage',
  request: z.object({ market: z.optional(voteMarketField), page: pageField }),
  response: z.object({
    list: z.array(voteRound),
    polls: z.array(poll),
    has_more: z.boolean(),
  }),
});
