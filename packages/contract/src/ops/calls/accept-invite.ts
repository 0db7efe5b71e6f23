import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { opsPasswordField } from './shared.ts';

/**
 * Accepts an invitation: sets the password, and answers the TOTP secret (base32, with its otpauth:// URI for an
 * authenticator app) and ten recovery codes, all shown once. The first login with a code turns TOTP on.
 */
export const opsAcceptInvite = defineOpsCall({
  path: '/operators/accept_invite',
  permission: 'public',
  request: z.object({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'must be an invitation token')),
    password: opsPasswordField,
  }),
  response: z.object({ totp_secret: z.string(), otpauth_url: z.string(), recovery_codes: z.array(z.string()) }),
});
