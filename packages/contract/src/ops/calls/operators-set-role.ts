import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField, okAnswer, roleField } from './shared.ts';

/** Changes an operator's role (never one's own). */
export const opsSetRole = defineOpsCall({
  path: '/operators/set_role',
  permission: 'operators.manage',
  reauth: true,
  request: z.object({ operator_id: idField, role: roleField }),
  response: okAnswer,
});
