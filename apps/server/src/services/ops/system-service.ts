import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../ledger/sql.ts';
import { dependencyChecks } from '../health/routes.ts';

/** The queues people and jobs work, each counted with the age of its oldest item (one query). */
const QUEUES = sql`
  select 'task_audits_pending' as id, count(*)::int as n, min(created_at) as oldest
    from task_audits where status = 'pending'
  union all
  select 'withdrawals_review', count(*)::int, min(created_at) from payment_orders
    where kind = 'withdraw' and status = 'review'
  union all
  select 'withdrawals_paying', count(*)::int, min(updated_at) from payment_orders
    where kind = 'withdraw' and status in ('approved', 'paying')
  union all
  select 'recharges_open', count(*)::int, min(created_at) from payment_orders
    where kind = 'recharge' and status in ('created', 'pending')
  union all
  select 'webhooks_unapplied', count(*)::int, min(received_at) from payment_webhooks where processed_at is null
  union all
  select 'approvals_pending', count(*)::int, min(created_at) from operator_approvals where status = 'pending'`;

type QueueId =
  | 'task_audits_pending'
  | 'withdrawals_review'
  | 'withdrawals_paying'
  | 'recharges_open'
  | 'webhooks_unapplied'
  | 'approvals_pending';

export async function systemHealth(app: FastifyInstance) {
  const [dependencies, queues] = await Promise.all([
    dependencyChecks(app),
    rows<{ id: QueueId; n: number; oldest: Date | string | null }>(app.db, QUEUES),
  ]);
  const now = Date.now();
  return {
    dependencies,
    database_kind: app.database.kind,
    queues: queues.map((q) => ({
      id: q.id,
      count: Number(q.n),
      oldest_seconds: q.oldest ? Math.max(0, Math.floor((now - new Date(q.oldest).getTime()) / 1000)) : 0,
    })),
    process: {
      uptime_seconds: Math.floor(process.uptime()),
      rss_mb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      node: process.version,
    },
  };
}
