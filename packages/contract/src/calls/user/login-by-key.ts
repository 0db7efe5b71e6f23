import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { loginAnswer } from './shared.ts';

/**
 * POST /user/login_by_key: login with user id + secret key (players who have them, URL credentials). Checks
 * the key is a live session of that user and answers the same key; invalid: 1004.
 */
export const loginByKey = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/login_by_key',
  auth: 'none',
  request: z.object({
    user_id: z.number().check(z.int(), z.positive()),
    user_secret_key: z.string().check(z.minLength(1, 'is required'), z.maxLength(128)),
  }),
  response: loginAnswer,
});
