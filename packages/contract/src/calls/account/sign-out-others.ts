import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /account/sign_out_others: ends every session of the player but the one asking; `signed_out` counts them. */
export const accountSignOutOthers = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/account/sign_out_others',
  auth: 'required',
  request: z.object({}),
  response: z.object({ signed_out: z.number() }),
});
