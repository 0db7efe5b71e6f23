import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { profileXid } from './common.ts';

export const followState = z.object({ following: z.boolean(), followers: z.number(), is_mine: z.boolean() });

/**
 * POST /community/follow: the player follows (`follow` true) or stops following a profile; repeating either is a
 * no-op. Their /space shows its published posts. CONFLICT `own_profile` for one of their own profiles; limited
 * per player (RATE_LIMITED).
 */
export const communityFollow = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/follow',
  auth: 'required',
  request: z.object({ xid: profileXid, follow: z.boolean() }),
  response: followState,
});

/** GET /community/follow_status: a profile's follower count and whether the caller follows it (visitors: false). */
export const communityFollowStatus = defineCall({
  service: 'community',
  method: 'GET',
  path: '/community/follow_status',
  auth: 'optional',
  request: z.object({ xid: profileXid }),
  response: followState,
});
