import * as z from 'zod/mini';
import { badgeCodeField } from '../../calls/honor/common.ts';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/**
 * Gives a player a badge by hand (`grant: true`) or revokes one, with the reason (3-300 characters) in the audit
 * log. A revoked badge stays revoked (rules do not give it back) until given again by hand.
 */
export const opsHonorGrant = defineOpsCall({
  path: '/honor/grant',
  permission: 'games.seasons',
  request: z.object({
    user_id: idField,
    badge: badgeCodeField,
    grant: z.boolean(),
    reason: z.string().check(z.trim(), z.minLength(3, 'Say why, in 3 to 300 characters'), z.maxLength(300)),
  }),
  response: z.object({ user_id: z.number(), badges: z.array(z.string()) }),
});
