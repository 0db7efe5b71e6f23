import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { plainText } from './common.ts';

/**
 * POST /wallet/put_goole_drive_info (spec spelling): where the player's backup file lives on Google Drive:
 * the Drive file id (in the appDataFolder space), its name and the Google account's email as a hint.
 * Saved after each upload; recovery reads it back with get_goole_drive_info. The file itself never
 * reaches this server.
 */
export const putGooleDriveInfo = defineCall({
  service: 'wallet',
  method: 'POST',
  path: '/wallet/put_goole_drive_info',
  auth: 'required',
  request: z.object({
    file_id: plainText(1, 200),
    file_name: z.optional(plainText(0, 200)),
    account_email: z.optional(plainText(0, 200)),
  }),
  response: z.object({ saved_at: z.number() }),
});
