import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { poll } from './common.ts';

/**
 * POST /vote/poll/vote: one vote per player per poll. Field error on `option_id` (not an option of the poll);
 * CONFLICT `data.reason` 'already_voted' | 'ended'; NOT_FOUND.
 */
export const pollVote = defineCall({
  service: 'stake',
  method: 'POST',
  path: '/vote/poll/vote',
  auth: 'required',
  request: z.object({
    poll_id: z.number().check(z.int(), z.positive()),
    option_id: z.number().check(z.int(), z.positive()),
  }),
  response: z.object({ poll }),
});
