import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /tg/lb_web_login_init: starts a login from a desktop browser. The browser shows `url` (open in Telegram);
 * the mini app opened from it logs in, which confirms the token; the browser polls lb_web_login_result.
 */
export const lbWebLoginInit = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/lb_web_login_init',
  auth: 'none',
  request: z.object({ bot_name: z.optional(z.string().check(z.maxLength(64))) }),
  response: z.object({ token: z.string(), url: z.string(), expires_in: z.number() }),
});
