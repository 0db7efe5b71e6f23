import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { totpCodeField } from './shared.ts';

/** Password and TOTP again: money and role actions need this within the last 5 minutes. */
export const opsReauth = defineOpsCall({
  path: '/reauth',
  permission: 'signed-in',
  request: z.object({ password: z.string().check(z.minLength(1), z.maxLength(128)), code: totpCodeField }),
  response: z.object({ until: z.number() }),
});
