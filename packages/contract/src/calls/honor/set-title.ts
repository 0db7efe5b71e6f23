import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/**
 * POST /honor/set_title: the badge the caller shows as title ('' shows none). A badge they do not own answers a
 * field error on `badge`.
 */
export const honorSetTitle = defineCall({
  service: 'honor',
  method: 'POST',
  path: '/honor/set_title',
  auth: 'required',
  request: z.object({ badge: z.string().check(z.maxLength(40, 'Must be a badge code')) }),
  response: z.object({ title: z.nullable(z.string()) }),
});
