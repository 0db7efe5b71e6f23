import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { emailField, roleField } from './shared.ts';

/**
 * Invites an operator: the answer's token (shown once, valid 72 hours, stored only as a hash) goes to the invitee,
 * who sets a password and enrols TOTP with accept_invite.
 */
export const opsInvite = defineOpsCall({
  path: '/operators/invite',
  permission: 'operators.manage',
  reauth: true,
  request: z.object({ email: emailField, role: roleField }),
  response: z.object({ invite_token: z.string(), expires_at: z.number() }),
});
