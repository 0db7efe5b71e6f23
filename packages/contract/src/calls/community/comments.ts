import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { authorView, POST_LIMITS, postId, writtenText } from './common.ts';

export const commentView = z.object({
  id: z.number(),
  /** Plain text: shown as text, never as markup. */
  body: z.string(),
  /** The commenter's shown profile (their account name when they have none: `xid` ''). */
  author: authorView,
  created_at: z.number(),
  is_mine: z.boolean(),
});
export type CommentView = z.infer<typeof commentView>;

const commentId = z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** GET /community/comments: a published post's comments, oldest first, 20 a page (`cursor`: the last id seen). */
export const communityComments = defineCall({
  service: 'community',
  method: 'GET',
  path: '/community/comments',
  auth: 'optional',
  request: z.object({
    post_id: postId,
    cursor: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))),
  }),
  response: z.object({ list: z.array(commentView), next_cursor: z.nullable(z.number()), total: z.number() }),
});

/** POST /community/comment_add: a plain-text comment on a published post. Limited per player (RATE_LIMITED). */
export const communityCommentAdd = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/comment_add',
  auth: 'required',
  request: z.object({
    post_id: postId,
    body: writtenText(1, POST_LIMITS.comment).check(z.refine((v) => v.trim().length > 0, 'Write something first')),
  }),
  response: z.object({ comment: commentView, comment_count: z.number() }),
});

/** POST /community/comment_delete: the commenter deletes their own comment (NOT_FOUND for anyone else's). */
export const communityCommentDelete = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/comment_delete',
  auth: 'required',
  request: z.object({ comment_id: commentId }),
  response: z.object({ deleted: z.boolean(), comment_count: z.number() }),
});
