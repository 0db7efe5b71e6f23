import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { operatorView } from './shared.ts';

/** The signed-in operator with the permissions of their role. */
export const opsMe = defineOpsCall({
  path: '/me',
  permission: 'signed-in',
  request: z.object({}),
  response: operatorView,
});
