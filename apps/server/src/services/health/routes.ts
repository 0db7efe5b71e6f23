import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

type Check = 'up' | 'down' | 'none';
export interface TimedCheck {
  status: Check;
  latency_ms: number;
}

/** Answers within `ms` or counts as down: a readiness probe must not hang on a dead dependency. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<Check> {
  const timeout = new Promise<Check>((resolve) => setTimeout(() => resolve('down'), ms).unref());
  return Promise.race([
    probe()
      .then((up) => (up ? 'up' : 'down'))
      .catch(() => 'down' as const),
    timeout,
  ]);
}

/** Each dependency as the readiness probe sees it, with how long it took to answer. */
export async function dependencyChecks(app: FastifyInstance): Promise<{ database: TimedCheck; redis: TimedCheck }> {
  const timed = async (probe: () => Promise<Check>): Promise<TimedCheck> => {
    const started = performance.now();
    const status = await probe();
    return { status, latency_ms: Math.round(performance.now() - started) };
  };
  const [database, redis] = await Promise.all([
    timed(() =>
      within(2000, async () => {
        await app.db.execute(sql`select 1`);
        return true;
      }),
    ),
    timed(async () => (app.fastStore.kind === 'redis' ? within(1500, () => app.fastStore.ping()) : 'none')),
  ]);
  return { database, redis };
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: each dependency answers, 503 when one does
 * not), so a load balancer stops sending traffic to a process whose database or Redis is gone.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async () => ok({ status: 'up', database: app.database.kind }));

  app.get('/readyz', async (_request, reply) => {
    const timed = await dependencyChecks(app);
    const checks = { database: timed.database.status, redis: timed.redis.status };
    const ready = Object.values(checks).every((c) => c !== 'down');
    reply.code(ready ? 200 : 503);
    return {
      code: ready ? 0 : 5030,
      msg: ready ? 'ready' : 'not ready',
      data: { status: ready ? 'ready' : 'down', checks },
    };
  });
};
