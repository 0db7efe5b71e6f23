import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /user/logout: revokes the caller's session key; any later call with it answers 1004. */
export const logout = defineCall({
  service: 'user',
  method: 'POST',
  path: '/user/logout',
  auth: 'required',
  request: z.object({}),
  response: z.object({ revoked: z.boolean() }),
});
