import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { okAnswer } from './shared.ts';

/** Ends the caller's operator session. */
export const opsLogout = defineOpsCall({
  path: '/logout',
  permission: 'signed-in',
  request: z.object({}),
  response: okAnswer,
});
