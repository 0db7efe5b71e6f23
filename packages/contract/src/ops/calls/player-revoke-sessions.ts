import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/** Signs a player out everywhere (their live keys answer 1004 from now on). */
export const opsPlayerRevokeSessions = defineOpsCall({
  path: '/players/revoke_sessions',
  permission: 'players.sessions',
  request: z.object({ user_id: idField, reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) }),
  response: z.object({ revoked: z.number() }),
});
