import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/** The screenshot of an audit (re-encoded WebP, base64), for the reviewer. */
export const opsTaskAuditImage = defineOpsCall({
  path: '/task-audits/image',
  permission: 'tasks.review',
  request: z.object({ audit_id: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) }),
  response: z.object({ content_type: z.literal('image/webp'), base64: z.string() }),
});
