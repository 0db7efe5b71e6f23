import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /account/delete_cancel: withdraws a pending deletion request; `cancelled` false when none was pending. */
export const accountDeleteCancel = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/account/delete_cancel',
  auth: 'required',
  request: z.object({}),
  response: z.object({ cancelled: z.boolean() }),
});
