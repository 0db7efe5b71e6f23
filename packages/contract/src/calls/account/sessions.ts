import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { sessionView } from './common.ts';

/**
 * GET /account/sessions: the player's live sessions (not revoked, not expired, not idle too long), the one asking
 * first and marked `current`, then by last use.
 */
export const accountSessions = defineCall({
  service: 'profile',
  method: 'GET',
  path: '/account/sessions',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(sessionView) }),
});
