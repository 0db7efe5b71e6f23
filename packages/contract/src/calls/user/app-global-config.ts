import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /api/app_global_config: markets with dialing codes, login methods and version gates. Signed path. */
export const appGlobalConfig = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/app_global_config',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    markets: z.array(z.object({ country_code: z.string(), dial_code: z.string() })),
    default_dial_code: z.string(),
    /** Third-party providers configured on this server, for the login buttons. */
    third_party_providers: z.array(z.string()),
    min_pvp_version: z.string(),
    audit_version: z.string(),
    ts_window_seconds: z.number(),
  }),
});
