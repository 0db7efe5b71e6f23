import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField, okAnswer } from './shared.ts';

/** Disables (and signs out) or re-enables an operator (never oneself). */
export const opsDisable = defineOpsCall({
  path: '/operators/disable',
  permission: 'operators.manage',
  reauth: true,
  request: z.object({ operator_id: idField, disabled: z.boolean() }),
  response: okAnswer,
});
