import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** The messenger login payload (spec section 3): the raw initData is validated by the server. */
export const tgLoginRequest = z.object({
  bot_name: z.string().check(z.minLength(1), z.maxLength(64)),
  init_data: z.string().check(z.minLength(1), z.maxLength(8192)),
  start_param: z.optional(z.string().check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]*$/))),
});

export const tgLoginResponse = z.object({
  user_id: z.number(),
  user_secret_key: z.string(),
  username: z.string(),
  user_login: z.string(),
  is_new: z.boolean(),
});

/** POST /tg/register_or_login: logs in (or registers) the Telegram user named in validated initData. */
export const registerOrLogin = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/register_or_login',
  auth: 'none',
  request: tgLoginRequest,
  response: tgLoginResponse,
});
