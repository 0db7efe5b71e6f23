import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

const check = z.object({
  /** 'none' when the dependency is not configured (Redis on a single process). */
  status: z.enum(['up', 'down', 'none']),
  latency_ms: z.number(),
});

/**
 * Operational health for the console: the dependencies as the readiness probe sees them, how long the queues that
 * people and jobs work are (and the age of their oldest item), and the process itself.
 */
export const opsSystemHealth = defineOpsCall({
  path: '/system/health',
  permission: 'signed-in',
  request: z.object({}),
  response: z.object({
    dependencies: z.object({ database: check, redis: check }),
    database_kind: z.enum(['pglite', 'postgres']),
    queues: z.array(
      z.object({
        id: z.enum([
          'task_audits_pending',
          'withdrawals_review',
          'withdrawals_paying',
          'recharges_open',
          'webhooks_unapplied',
          'approvals_pending',
        ]),
        count: z.number(),
        /** Age of the oldest item in seconds, 0 when empty. */
        oldest_seconds: z.number(),
      }),
    ),
    process: z.object({ uptime_seconds: z.number(), rss_mb: z.number(), node: z.string() }),
  }),
});
