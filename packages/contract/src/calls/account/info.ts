import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { deletionView, linkedLogin } from './common.ts';

/**
 * GET /account/info: the account behind the player's profiles: the phone (masked; `has_phone` false when none is
 * bound, the page then links to /user/bind-phone), the ways they can log in, a pending deletion (null when none),
 * the cooling-off days a request waits, and when the next data export is allowed (0: now).
 */
export const accountInfo = defineCall({
  service: 'profile',
  method: 'GET',
  path: '/account/info',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    user_id: z.number(),
    username: z.string(),
    has_phone: z.boolean(),
    phone_masked: z.string(),
    created_at: z.number(),
    logins: z.array(linkedLogin),
    deletion: z.nullable(deletionView),
    cooling_off_days: z.number(),
    export_available_at: z.number(),
  }),
});
