import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ownProfile, PROFILE_IMAGE_MAX_BYTES, profileXid } from './common.ts';

export const PROFILE_IMAGE_KINDS = ['avatar', 'background'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];

/**
 * POST /profile/upload_image: a new avatar or background for one of the player's profiles. `img` is a data URL
 * (PNG, JPEG or WebP); the server sniffs the type from the bytes (the declared type is not trusted), refuses more
 * than PROFILE_IMAGE_MAX_BYTES or PROFILE_IMAGE_MAX_PIXELS before decoding, re-encodes it to WebP (avatar 512 px,
 * background 1600 px on the longest side, metadata dropped) and serves it from /img/avatar/... or
 * /img/profile-bg/.... Refusals are field errors on `img`. The picture it replaces is deleted.
 */
export const profileUploadImage = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/profile/upload_image',
  auth: 'required',
  request: z.object({
    xid: profileXid,
    kind: z.enum(PROFILE_IMAGE_KINDS),
    img: z.string().check(
      z.minLength(16),
      // base64 grows 4/3; a few bytes of data-URL prefix on top.
      z.maxLength(Math.ceil((PROFILE_IMAGE_MAX_BYTES * 4) / 3) + 64, 'The image is larger than 2 MB'),
      z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'Must be a PNG, JPEG or WebP data URL'),
    ),
  }),
  response: z.object({ profile: ownProfile }),
});
