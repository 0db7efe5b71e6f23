import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /tg/lb_web_login_result: pending, expired, or confirmed with a fresh session (handed out once). */
export const lbWebLoginResult = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/lb_web_login_result',
  auth: 'none',
  request: z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) }),
  response: z.object({
    status: z.enum(['pending', 'confirmed', 'expired']),
    user_id: z.optional(z.number()),
    user_secret_key: z.optional(z.string()),
    username: z.optional(z.string()),
    user_login: z.optional(z.string()),
  }),
});
