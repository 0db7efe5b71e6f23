import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { loginAnswer, otpField, passwordField, phoneField } from './shared.ts';

/**
 * POST /user/regist: registers with phone, one-time code (purpose register) and password, and logs in.
 * Verify variant: `is_form_test: 1` only checks the form (phone free, code right) without using the code or
 * creating anything, and answers `user_id: 0, user_secret_key: ''`. Phone already registered: 2105.
 */
export const regist = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/regist',
  auth: 'none',
  request: z.object({
    phone: phoneField,
    otp_code: otpField,
    password: passwordField,
    username: z.optional(z.string().check(z.minLength(1), z.maxLength(32, 'must be at most 32 characters'))),
    invite_code: z.optional(z.string().check(z.maxLength(64))),
    is_form_test: z.optional(z.union([z.literal(0), z.literal(1)])),
  }),
  response: loginAnswer,
});
