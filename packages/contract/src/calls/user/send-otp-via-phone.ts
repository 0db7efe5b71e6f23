import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { phoneField } from './shared.ts';

/**
 * POST /user/send_otp_via_phone: sends a 6-digit one-time code by SMS, valid 5 minutes, 5 attempts.
 * `purpose` scopes the code: login (register_or_login_by_phone), register (regist), reset (password reset),
 * bind (bind_phone, needs a session). Rate-limited per phone and per IP (code 4290). Signed path.
 */
export const sendOtpViaPhone = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/send_otp_via_phone',
  auth: 'optional',
  request: z.object({
    phone: phoneField,
    purpose: z.optional(z.enum(['login', 'register', 'reset', 'bind'])),
  }),
  response: z.object({
    /** Seconds until the code expires (300). */
    expires_in: z.number(),
    /** Seconds before another code may be requested for this phone (60). */
    resend_in: z.number(),
  }),
});
