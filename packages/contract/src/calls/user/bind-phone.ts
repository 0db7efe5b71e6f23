import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { otpField, phoneField, userInfo } from './shared.ts';

/**
 * POST /user/bind_phone: binds a phone to the logged-in player with a one-time code (purpose bind); the
 * answer after a 1012. Phone bound to another account: 2106.
 */
export const bindPhone = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/bind_phone',
  auth: 'required',
  request: z.object({ phone: phoneField, otp_code: otpField }),
  response: userInfo,
});
