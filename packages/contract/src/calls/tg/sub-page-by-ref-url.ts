import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /tg/sub_page_by_ref_url: which page a mini-app link (t.me/...?startapp=...) opens. */
export const subPageByRefUrl = defineCall({
  service: 'tg',
  method: 'POST',
  path: '/tg/sub_page_by_ref_url',
  auth: 'none',
  request: z.object({ ref_url: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  response: z.object({
    path: z.string(),
    from: z.string(),
    language: z.string(),
    dialog: z.string(),
  }),
});
