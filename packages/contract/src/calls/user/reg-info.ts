import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { PROVIDERS } from './shared.ts';

/** GET /user/reg_info: how and when the logged-in player registered. */
export const regInfo = defineCall({
  service: 'user',
  method: 'GET',
  path: '/user/reg_info',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    user_id: z.number(),
    /** Seconds since the epoch. */
    register_time: z.number(),
    country_code: z.string(),
    has_phone: z.boolean(),
    has_password: z.boolean(),
    third_party: z.array(z.enum(PROVIDERS)),
  }),
});
