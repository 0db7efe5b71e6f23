import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /api/social_media/telegram/report_client_auth_info: the mini app reports its initData; the server validates
 * it like /tg/register_or_login (signature, age, one use) and links that Telegram account to the session's player.
 */
export const socialTelegramReport = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/social_media/telegram/report_client_auth_info',
  auth: 'required',
  request: z.object({
    bot_name: z.string().check(z.minLength(1), z.maxLength(64)),
    init_data: z.string().check(z.minLength(1), z.maxLength(8192)),
  }),
  response: z.object({ tg_user_id: z.number(), username: z.string() }),
});
