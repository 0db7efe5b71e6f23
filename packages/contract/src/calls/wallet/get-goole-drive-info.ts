import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /wallet/get_goole_drive_info: the Google Drive backup record, nulls when none. */
export const getGooleDriveInfo = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/get_goole_drive_info',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    file_id: z.nullable(z.string()),
    file_name: z.nullable(z.string()),
    account_email: z.nullable(z.string()),
    saved_at: z.nullable(z.number()),
  }),
});
