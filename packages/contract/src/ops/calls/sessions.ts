import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField } from './shared.ts';

/** Operator sessions still alive: the caller's own, or another operator's (operators.manage is checked then). */
export const opsSessions = defineOpsCall({
  path: '/sessions',
  permission: 'signed-in',
  request: z.object({ operator_id: z.optional(idField) }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        operator_id: z.number(),
        ip: z.string(),
        user_agent: z.string(),
        created_at: z.number(),
        last_seen_at: z.number(),
        current: z.boolean(),
      }),
    ),
  }),
});
