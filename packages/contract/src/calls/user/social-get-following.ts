import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { followState } from './social-shared.ts';

/** POST /api/social_media/get_following: the player's last known status for every channel of the follow list. */
export const socialGetFollowing = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/social_media/get_following',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(followState) }),
});
