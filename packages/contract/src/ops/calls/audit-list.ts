import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { idField, pageField } from './shared.ts';

/** The append-only audit log, newest first, 50 a page. */
export const opsAuditList = defineOpsCall({
  path: '/audit/list',
  permission: 'audit.read',
  request: z.object({
    page: pageField,
    operator_id: z.optional(idField),
    action: z.optional(z.string().check(z.regex(/^[a-z_.]{1,64}$/, 'must be an action name'))),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        at: z.number(),
        operator_id: z.nullable(z.number()),
        operator_email: z.string(),
        ip: z.string(),
        action: z.string(),
        target: z.string(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
    has_more: z.boolean(),
  }),
});
