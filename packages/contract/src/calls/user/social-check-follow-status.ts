import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { channelIdField, followState } from './social-shared.ts';

/**
 * POST /api/social_media/check_follow_status: checks one channel now and stores the result. Telegram channels are
 * checked with the Bot API (getChatMember); a media type without a linked account answers SOCIAL_NOT_LINKED.
 */
export const socialCheckFollowStatus = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/social_media/check_follow_status',
  auth: 'required',
  request: z.object({ id: channelIdField }),
  response: followState,
});
