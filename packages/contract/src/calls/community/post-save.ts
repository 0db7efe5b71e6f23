import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { blocksField, imageKey, POST_LIMITS, postId, postStatus, postView, profileXid, writtenText } from './common.ts';

/**
 * POST /community/post_save: writes a post. Without `post_id` a new one is made under `profile` (one of the
 * player's own profiles; default the one they show); with it, the player's own post is replaced (its profile stays).
 * `status` draft keeps it to its author; published shows it on the profile and in followers' /space (the first
 * publish sets `published_at`, which orders feeds). Publishing needs a title and some content (field errors).
 * Every media key (cover, image, GIF, video and its cover) must be an upload of this player's (field error
 * otherwise). CONFLICT `no_profile` when the player has no profile yet; NOT_FOUND for a post that is not theirs.
 */
export const communityPostSave = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/post_save',
  auth: 'required',
  request: z.object({
    post_id: z.optional(postId),
    profile: z.optional(profileXid),
    title: writtenText(0, POST_LIMITS.title),
    cover: z.nullable(imageKey),
    blocks: blocksField,
    status: postStatus,
  }),
  response: z.object({ post: postView }),
});
