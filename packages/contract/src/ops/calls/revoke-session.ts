import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField, okAnswer } from './shared.ts';

/** Ends one operator session: one's own, or anyone's with operators.manage. */
export const opsRevokeSession = defineOpsCall({
  path: '/sessions/revoke',
  permission: 'signed-in',
  request: z.object({ session_id: idField }),
  response: okAnswer,
});
