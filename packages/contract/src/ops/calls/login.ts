import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { emailField, operatorView, totpCodeField } from './shared.ts';

/**
 * Operator login: email, password and a TOTP code (or one unused recovery code). Five wrong tries lock the account
 * for 15 minutes; logins are also limited per IP. The token goes in the Ops-Token header of every later call.
 */
export const opsLogin = defineOpsCall({
  path: '/login',
  permission: 'public',
  request: z.object({
    email: emailField,
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    code: z.optional(totpCodeField),
    recovery_code: z.optional(z.string().check(z.regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'must be a recovery code'))),
  }),
  response: z.object({ token: z.string(), idle_seconds: z.number(), operator: operatorView }),
});
