import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { MEDIA_TYPES } from './social-shared.ts';

/** POST /api/social_media/get_follow_list: the channels the product asks players to follow, and their rewards. */
export const socialGetFollowList = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/social_media/get_follow_list',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        media_type: z.enum(MEDIA_TYPES),
        name: z.string(),
        url: z.string(),
        /** Coin amount as a decimal string, e.g. '100'. */
        reward: z.string(),
        coin: z.string(),
      }),
    ),
  }),
});
