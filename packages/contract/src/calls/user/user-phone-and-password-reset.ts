import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { otpField, passwordField, phoneField } from './shared.ts';

/**
 * POST /user/user_phone_and_password_reset: resets the password with a one-time code (purpose reset).
 * Without `is_really_change` (or 0) it only checks the code (step 1, the code stays usable); with 1 (body, or
 * the spec's `?is_really_change=1` query) it sets the password, uses the code and revokes every session.
 * Signed path.
 */
export const userPhoneAndPasswordReset = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/user_phone_and_password_reset',
  auth: 'none',
  request: z.object({
    phone: phoneField,
    otp_code: otpField,
    password: z.optional(passwordField),
    is_really_change: z.optional(z.union([z.literal(0), z.literal(1)])),
  }),
  response: z.object({ changed: z.boolean() }),
});
