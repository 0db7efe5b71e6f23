import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { feedCursor, postCard } from './common.ts';

/**
 * GET /community/space_feed: /space, the published posts of the profiles the player follows, newest first, 10 a
 * page; `next_cursor` (null at the end) fetches the next. Hidden and deleted posts never appear.
 */
export const communitySpaceFeed = defineCall({
  service: 'community',
  method: 'GET',
  path: '/community/space_feed',
  auth: 'required',
  request: z.object({ cursor: feedCursor }),
  response: z.object({
    list: z.array(postCard),
    next_cursor: z.nullable(z.string()),
    /** How many profiles the player follows (0: /space shows the discover list). */
    following: z.number(),
  }),
});
