import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { ownProfile, profileCounts } from './common.ts';

/**
 * GET /profile/mine: the player's profiles, the shown one first, then newest first. On a player's first call their
 * first profile is made from their user info (username, intro, and the avatar and background when they are our
 * own uploads), so every player has one. `counts` are the shown profile's.
 */
export const profileMine = defineCall({
  service: 'profile',
  method: 'GET',
  path: '/profile/mine',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    profiles: z.array(ownProfile),
    shown_xid: z.string(),
    max_profiles: z.number(),
    counts: profileCounts,
  }),
});
