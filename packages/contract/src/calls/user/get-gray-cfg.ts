import * as z from 'zod/mini';
import { defineCall } from '../define.ts';

/** POST /api/get_gray_cfg: feature flags for the caller (e.g. feedback_v2), as `{flags: {name: on}}`. */
export const getGrayCfg = defineCall({
  service: 'user',
  method: 'POST',
  path: '/api/get_gray_cfg',
  auth: 'optional',
  request: z.object({ keys: z.optional(z.array(z.string().check(z.maxLength(64)))) }),
  response: z.object({ flags: z.record(z.string(), z.boolean()) }),
});
