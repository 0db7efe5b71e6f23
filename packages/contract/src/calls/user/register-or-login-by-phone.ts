import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { loginAnswer, otpField, phoneField } from './shared.ts';

/**
 * POST /user/register_or_login_by_phone: logs in with a one-time code (purpose login), creating the account
 * when the phone is new (`is_new`). Trusts the calling device (D-Id) for later password logins. Signed path.
 */
export const registerOrLoginByPhone = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/register_or_login_by_phone',
  auth: 'none',
  request: z.object({
    phone: phoneField,
    otp_code: otpField,
    /** Optional inviter's user id or code, kept on new accounts. */
    invite_code: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: loginAnswer,
});
