import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /fortune/report_user_action: an attribution event (page view, click, install prompt...), stored as sent. */
export const fortuneReportUserAction = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/report_user_action',
  auth: 'required',
  request: z.object({
    action: z.string().check(z.regex(/^[a-z0-9_.:-]{1,64}$/, 'Lower-case letters, digits and _ . : - only')),
    data: z.optional(
      z.record(
        z.string().check(z.maxLength(64)),
        z.union([z.string().check(z.maxLength(256)), z.number(), z.boolean()]),
      ),
    ),
  }),
  response: z.object({}),
});

/** POST /fortune/update_ad_user_ga_clientid: the analytics client id of this player's browser, for ad attribution. */
export const fortuneUpdateGaClientId = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/update_ad_user_ga_clientid',
  auth: 'required',
  request: z.object({
    client_id: z.string().check(z.regex(/^(GA1\.\d\.)?\d{1,12}\.\d{1,12}$/, 'An analytics client id like 123.456')),
  }),
  response: z.object({}),
});
