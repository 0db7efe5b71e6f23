import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async () => {
    await app.db.execute(sql`select 1`);
    return ok({ status: 'up', database: app.database.kind });
  });
};
