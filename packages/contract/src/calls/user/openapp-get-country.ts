import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /api/openapp_get_country: the caller's country (market) and its dialing code. */
export const openappGetCountry = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/openapp_get_country',
  auth: 'optional',
  request: z.object({}),
  response: z.object({ country_code: z.string(), country_by_ip: z.string(), dial_code: z.string() }),
});
