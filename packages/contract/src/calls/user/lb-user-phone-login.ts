import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { loginAnswer, phoneField } from './shared.ts';

/**
 * POST /user/lb_user_phone_login: phone + password login. Wrong phone or password: 2104. After 5 failures
 * in 15 minutes, or from a device (D-Id) the account has not used before: 1010 (verify by one-time code).
 */
export const lbUserPhoneLogin = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/lb_user_phone_login',
  auth: 'none',
  request: z.object({
    phone: phoneField,
    password: z.string().check(z.minLength(1, 'is required'), z.maxLength(128)),
  }),
  response: loginAnswer,
});
