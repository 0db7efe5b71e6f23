import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { operatorView } from './shared.ts';

/** Every operator account, with open invitations. */
export const opsOperatorsList = defineOpsCall({
  path: '/operators/list',
  permission: 'operators.manage',
  request: z.object({}),
  response: z.object({
    list: z.array(operatorView),
    invitations: z.array(z.object({ id: z.number(), email: z.string(), role: z.string(), expires_at: z.number() })),
  }),
});
