import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { MEDIA_KINDS, uploadData } from './common.ts';

/**
 * POST /community/media_upload: a picture, GIF or video for the player's posts, as a data URL (the body may be up to
 * about 28 MB for this call alone). The type is sniffed from the bytes, never taken from the data URL: `image` PNG,
 * JPEG or WebP, re-encoded to WebP (longest side 1600 px); `gif` GIF87a/GIF89a within the frame and pixel caps,
 * re-encoded to animated WebP; `video` MP4 (ftyp) or WebM (EBML) up to 20 MB, stored as sent (no transcoding).
 * Sizes are MEDIA_LIMITS; a refusal is a field error on `data`. Uploads are limited per player
 * (RATE_LIMITED). Only its uploader may put the answer's `key` in a post.
 */
export const communityMediaUpload = defineCall({
  service: 'community',
  method: 'POST',
  path: '/community/media_upload',
  auth: 'required',
  request: z.object({ kind: z.enum(MEDIA_KINDS), data: uploadData }),
  response: z.object({
    key: z.string(),
    kind: z.enum(MEDIA_KINDS),
    /** Where the browser loads it: /img/<key> for pictures, /video/<key> for videos. */
    url: z.string(),
    content_type: z.string(),
    bytes: z.number(),
    /** Pixels of a picture (0 for a video: its cover gives the shape). */
    width: z.number(),
    height: z.number(),
  }),
});
