import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/**
 * Bans (`banned` true, `reason` 1-200 characters) or unbans a player from PvP. A ban refuses new joins; a waiting
 * entry is left and refunded; matches already playing go on. Audited as `pvp.ban` / `pvp.unban`. Idempotent in effect.
 */
export const opsPvpBanSet = defineOpsCall({
  path: '/pvp/ban',
  permission: 'pvp.admin',
  reauth: true,
  request: z.object({
    user_id: idField,
    banned: z.boolean(),
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'at most 200 characters')), ''),
  }),
  response: z.object({ user_id: z.number(), banned: z.boolean() }),
});
