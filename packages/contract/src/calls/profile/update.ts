import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ownProfile, profileIntro, profileLinks, profileName, profileXid } from './common.ts';

/**
 * POST /profile/update: the name, intro and links of one of the player's profiles (all three replaced). Links are
 * http or https only, PROFILE_LINKS_MAX at most. Text is stored as typed and always shown as text. NOT_FOUND for a
 * profile that is not theirs.
 */
export const profileUpdate = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/profile/update',
  auth: 'required',
  request: z.object({
    xid: profileXid,
    name: profileName,
    intro: z._default(profileIntro, ''),
    links: z._default(profileLinks, []),
  }),
  response: z.object({ profile: ownProfile }),
});
