import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * GET /user/regist?with_wallet=1&with_mission=1: the logged-in player's registration state. The wallet and
 * mission parts are present only when asked for.
 */
export const registStatus = defineCall({
  service: 'user',
  method: 'GET',
  path: '/user/regist',
  auth: 'required',
  request: z.object({
    with_wallet: z.optional(z.enum(['0', '1'])),
    with_mission: z.optional(z.enum(['0', '1'])),
  }),
  response: z.object({
    user_id: z.number(),
    registered: z.boolean(),
    has_phone: z.boolean(),
    has_password: z.boolean(),
    wallet: z.optional(z.object({ has_wallet: z.boolean() })),
    mission: z.optional(z.object({ newbie_available: z.boolean() })),
  }),
});
