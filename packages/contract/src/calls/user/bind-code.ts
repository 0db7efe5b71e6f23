import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { shareCodeField } from '../share/common.ts';

/**
 * POST /user/bind_share_code: binds the inviter's code (the /user/bindCode page), once, within SHARE_BIND_DAYS of
 * registration. Refused with a field error on `code`: unknown code, own code, a code that would make a cycle, the
 * inviter's device or phone (self-invite), already bound, too late. Wrong codes count against a per-player and a
 * per-IP limit (RATE_LIMITED past either). Signed path in the native app ("share code bind").
 */
export const bindShareCode = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/bind_share_code',
  auth: 'required',
  request: z.object({ code: shareCodeField }),
  response: z.object({
    inviter: z.object({ name: z.string(), code: z.string() }),
    bound_at: z.number(),
  }),
});
