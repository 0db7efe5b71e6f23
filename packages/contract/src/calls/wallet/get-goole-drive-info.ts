import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /wallet/get_goole_drive_info: the Google Drive backup record (nulls when none), and `google`, the
 * settings the web app's Drive adapter needs, or null when this server has no Google client id configured
 * (then the "Back up to / Restore from Google Drive" buttons do not show, except in a native app with `driveFile`).
 */
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
    google: z.nullable(
      z.object({
        /** OAuth 2 web client id for the Google Identity Services token flow. */
        client_id: z.string(),
        /** The Google Identity Services script. */
        gis_url: z.string(),
        /** Drive REST base: <api_url>/drive/v3/files and <api_url>/upload/drive/v3/files. */
        api_url: z.string(),
      }),
    ),
  }),
});
