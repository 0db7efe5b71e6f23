import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

type Check = 'up' | 'down' | 'none';

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

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: each dependency answers, 503 when one does
 * not), so a load balancer stops sending traffic to a process whose database or Redis is gone.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async () => ok({ status: 'up', database: app.database.kind }));

  app.get('/readyz', async (_request, reply) => {
    const checks = {
      database: await within(2000, async () => {
        await app.db.execute(sql`select 1`);
        return true;
      }),
      redis: app.fastStore.kind === 'redis' ? await within(1500, () => app.fastStore.ping()) : ('none' as Check),
    };
    const ready = Object.values(checks).every((c) => c !== 'down');
    reply.code(ready ? 200 : 503);
    return {
      code: ready ? 0 : 5030,
      msg: ready ? 'ready' : 'not ready',
      data: { status: ready ? 'ready' : 'down', checks },
    };
  });
};
