import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/**
 * Freezes (or unfreezes) a player's money going out: withdrawals and transfers answer 4030 `account_frozen` while
 * frozen; rewards and top-ups still come in. The reason is kept with the player and in the audit log.
 */
export const opsPlayerFreeze = defineOpsCall({
  path: '/players/freeze',
  permission: 'players.freeze',
  request: z.object({
    user_id: idField,
    frozen: z.boolean(),
    reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
  }),
  response: z.object({ frozen: z.boolean(), changed: z.boolean() }),
});
