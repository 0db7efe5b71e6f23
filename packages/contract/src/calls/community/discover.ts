import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

export const discoverProfile = z.object({
  xid: z.string(),
  name: z.string(),
  avatar_url: z.string(),
  intro: z.string(),
  followers: z.number(),
  posts: z.number(),
  following: z.boolean(),
});

/**
 * GET /community/discover: popular profiles with published posts (most followers, then most posts), at most 12,
 * not the caller's own; the ones the caller follows are marked. Visitors see it too.
 */
export const communityDiscover = defineCall({
  service: 'community',
  method: 'GET',
  path: '/community/discover',
  auth: 'optional',
  request: z.object({}),
  response: z.object({ list: z.array(discoverProfile) }),
});
