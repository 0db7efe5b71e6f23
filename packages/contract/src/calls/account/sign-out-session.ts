import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { sessionIdField } from './common.ts';

/**
 * POST /account/sign_out_session: ends one of the player's other sessions (that device answers 1004 on its next
 * call). The session asking cannot end itself here (CONFLICT `current_session`: that is logout); an id that names no
 * live session of this player answers NOT_FOUND.
 */
export const accountSignOutSession = defineCall({
  service: 'profile',
  method: 'POST',
  path: '/account/sign_out_session',
  auth: 'required',
  request: z.object({ session_id: sessionIdField }),
  response: z.object({ signed_out: z.literal(true) }),
});
