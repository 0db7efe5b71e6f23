import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /api/openapp_get_cfg: open-app config. `user_secret_key` is the caller's own key when the call carries
 * a live session, else ''. `location_info.country_by_ip` comes from the client IP (CDN country header), and
 * `country_code` is the player's market (or the IP country, or the Country-Code header, for visitors).
 */
export const openappGetCfg = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/openapp_get_cfg',
  auth: 'optional',
  request: z.object({
    user_id: z.optional(z.number()),
    envContext: z.optional(z.record(z.string(), z.unknown())),
    usage_stats: z.optional(z.unknown()),
  }),
  response: z.object({
    user_secret_key: z.string(),
    location_info: z.object({ country_code: z.string(), country_by_ip: z.string() }),
  }),
});
