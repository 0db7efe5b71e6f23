import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { postId } from './common.ts';

/** POST /community/post_delete: the author deletes their post (kept, marked deleted: gone for everyone). */
export const communityPostDelete = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/post_delete',
  auth: 'required',
  request: z.object({ post_id: postId }),
  response: z.object({ deleted: z.boolean() }),
});
