import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { feedCursor, postPage, profileXid } from './common.ts';

/**
 * GET /community/profile_posts: a profile's posts, newest first, 10 a page (`next_cursor` fetches the next).
 * `tab` published: what everyone sees (its owner also sees the ones a moderator hid, marked `hidden`); drafts:
 * the owner's drafts, newest edit first (FORBIDDEN for anyone else). NOT_FOUND for an unknown profile.
 */
export const communityProfilePosts = defineCall({
  service: 'community',
  method: 'GET',
  path: '/community/profile_posts',
  auth: 'optional',
  request: z.object({
    xid: profileXid,
    tab: z._default(z.enum(['published', 'drafts']), 'published'),
    cursor: feedCursor,
  }),
  response: postPage,
});
