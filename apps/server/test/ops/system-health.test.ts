import * as ops from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from './support.ts';

describe.each(DB_KINDS)('ops: system health (%s)', (kind) => {
  const t = useTestApp(kind);

  it('answers the dependencies, every queue with its oldest item, and the process, to any operator', async () => {
    const viewer = await signedInOperator(t, 'viewer');
    await t.database.db.execute(
      sql`insert into operator_approvals (kind, status, requested_by, payload, created_at)
          select 'ledger_adjust', 'pending', id, '{}'::jsonb, now() - interval '2 hours' from operators limit 1`,
    );
    const answer = await opsCall(t.app, ops.opsSystemHealth, {}, viewer.token);
    expect(answer.body.code).toBe(0);
    const health = answer.body.data;
    expect(health.dependencies.database.status).toBe('up');
    expect(health.dependencies.redis.status).toBe(t.app.fastStore.kind === 'redis' ? 'up' : 'none');
    expect(health.database_kind).toBe(kind);
    expect(health.queues.map((q: { id: string }) => q.id)).toEqual([
      'task_audits_pending',
      'withdrawals_review',
      'withdrawals_paying',
      'recharges_open',
      'webhooks_unapplied',
      'approvals_pending',
    ]);
    const [pending] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from operator_approvals where status = 'pending'`,
    );
    const approvals = health.queues.find((q: { id: string }) => q.id === 'approvals_pending');
    expect(approvals.count).toBe(Number(pending?.n));
    expect(approvals.oldest_seconds).toBeGreaterThanOrEqual(7200);
    expect(health.process.rss_mb).toBeGreaterThan(0);

    const nobody = await opsCall(t.app, ops.opsSystemHealth, {}, undefined);
    expect(nobody.body.code).toBe(4010);
  });
});
