import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /tg/auth_contact: binds the phone number a Telegram client shared through requestContact. `data` is the
 * signed string the client returned (contact=...&auth_date=...&hash=...), validated like initData.
 */
export const authContact = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/auth_contact',
  auth: 'required',
  request: z.object({
    bot_name: z.string().check(z.minLength(1), z.maxLength(64)),
    data: z.string().check(z.minLength(1), z.maxLength(4096)),
  }),
  response: z.object({ phone_number: z.string(), momo_account_list: z.array(z.string()) }),
});
