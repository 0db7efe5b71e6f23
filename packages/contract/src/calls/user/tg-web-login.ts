import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { hasControlCharacter } from '../wallet/common.ts';
import { loginAnswer } from './shared.ts';

/** Names from the widget: no control characters (a line break would forge another line of the checked string). */
const text = (max: number) =>
  z.optional(
    z.string().check(
      z.maxLength(max),
      z.refine((v) => !hasControlCharacter(v), 'Must not contain control characters'),
    ),
  );

/**
 * POST /user/tg_web_login: login from a plain browser with the payload of Telegram's Login Widget (redirect mode
 * returns it in the query: id, first_name, last_name, username, photo_url, auth_date, hash). The server checks it
 * as Telegram documents for the widget (HMAC-SHA256 with SHA256(bot token) as the key, constant-time compare),
 * refuses an old auth_date and a replayed hash, and logs in the player /tg/register_or_login would for that
 * Telegram user. `bot_name` names the configured bot the widget was shown for.
 */
export const tgWebLogin = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/tg_web_login',
  auth: 'none',
  request: z.object({
    bot_name: z.string().check(z.minLength(1), z.maxLength(64)),
    id: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
    first_name: text(256),
    last_name: text(256),
    username: text(64),
    photo_url: text(1024),
    auth_date: z.number().check(z.int(), z.positive(), z.lte(4_102_444_800)),
    hash: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')),
  }),
  response: loginAnswer,
});
