import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /tg/invite_url: the player's invite link that opens the mini app with a start parameter. */
export const inviteUrl = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/invite_url',
  auth: 'required',
  request: z.object({
    bot_name: z.optional(z.string().check(z.maxLength(64))),
    path: z.optional(z.string().check(z.maxLength(200), z.regex(/^\/[^/]/))),
  }),
  response: z.object({ url: z.string(), start_param: z.string() }),
});
