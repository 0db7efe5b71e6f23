import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { postId, postView } from './common.ts';

/**
 * GET /community/post_detail: a post as /posts/<id> shows it. Anyone (visitors too) reads a published post; its
 * author also reads their drafts and their posts a moderator hid (with `hidden_reason`). Anything else,
 * deleted posts included, answers NOT_FOUND.
 */
export const communityPostDetail = defineCall({
  service: 'community',
  method: 'GET',
  path: '/community/post_detail',
  auth: 'optional',
  request: z.object({ post_id: postId }),
  response: postView,
});
