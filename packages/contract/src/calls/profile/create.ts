import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ownProfile, profileIntro, profileName } from './common.ts';

/**
 * POST /profile/create: a new profile, shown from now on (the player goes on to set up its pictures). At most
 * MAX_PROFILES live profiles: CONFLICT (`reason` too_many_profiles) past it. Needs an Idempotency-Key: a repeat
 * (even fifty at once) makes one profile and answers it again.
 */
export const profileCreate = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/profile/create',
  auth: 'required',
  idempotent: true,
  request: z.object({ name: profileName, intro: z._default(profileIntro, '') }),
  response: z.object({ profile: ownProfile }),
});
