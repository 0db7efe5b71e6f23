import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { userInfo } from './shared.ts';

/** POST /user/get_user_info: the logged-in player's User info (spec section 3). Invalid session: 1004. */
export const getUserInfo = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/get_user_info',
  auth: 'required',
  request: z.object({
    version: z.optional(z.string().check(z.maxLength(32))),
    time: z.optional(z.number()),
  }),
  response: userInfo,
});

/**
 * POST /svc/fortune/fortune/get_user_info: the sub-brand variant; the same session (User-Id and
 * User-Secret-Key), the same User info plus the sub-brand's name.
 */
export const getSubBrandUserInfo = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/get_user_info',
  auth: 'required',
  request: z.object({
    version: z.optional(z.string().check(z.maxLength(32))),
    time: z.optional(z.number()),
  }),
  response: z.extend(userInfo, { sub_brand: z.string() }),
});
