import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** GET /user/public_cheak?user_id: whether a user id exists, with the public part of its profile. */
export const publicCheak = defineCall({
  service: 'user',
  method: 'GET',
  path: '/user/public_cheak',
  auth: 'none',
  request: z.object({ user_id: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.object({
    exists: z.boolean(),
    user_id: z.number(),
    username: z.string(),
    head_url: z.string(),
  }),
});
