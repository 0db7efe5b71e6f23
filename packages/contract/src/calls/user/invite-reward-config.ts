import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /api/config/invite_reward: what an invite earns, amounts as decimal strings. */
export const inviteRewardConfig = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/config/invite_reward',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    coin: z.string(),
    inviter_reward: z.string(),
    invitee_reward: z.string(),
    max_invites_per_day: z.number(),
  }),
});
