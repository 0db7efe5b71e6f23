import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { postId } from './common.ts';

/**
 * POST /community/like: likes (`like` true) or unlikes a published post. Idempotent: a player's like counts once
 * however often (or however many at once) it is sent. Limited per player (RATE_LIMITED).
 */
export const communityLike = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/like',
  auth: 'required',
  request: z.object({ post_id: postId, like: z.boolean() }),
  response: z.object({ liked: z.boolean(), like_count: z.number() }),
});
