import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ownProfile, profileXid } from './common.ts';

/**
 * POST /profile/select: shows this profile of the player's (their user info follows it). NOT_FOUND for a profile
 * that is not theirs or was deleted. Selecting the shown profile again changes nothing.
 */
export const profileSelect = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/profile/select',
  auth: 'required',
  request: z.object({ xid: profileXid }),
  response: z.object({ profile: ownProfile }),
});
