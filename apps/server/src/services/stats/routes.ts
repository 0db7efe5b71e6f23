import { stats } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { storeReport } from './service.ts';

/** The stats service: batched page analytics and API performance reports (POST /svc/stats/report). */
export async function statsRoutes(app: FastifyInstance) {
  registerCall(app, stats.report, async (input, request) => {
    await app.rateLimit('stats-ip', request.ip, app.limits.statsPerIp);
    return storeReport(app.db, input, request.userId);
  });
}
