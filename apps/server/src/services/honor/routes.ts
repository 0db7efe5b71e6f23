import { honor } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { badges, chooseTitle } from './service.ts';

/** Public reads of a profile's honours by visitors: per address, as other public reads. */
const PUBLIC_READS_PER_IP = { max: 120, windowSeconds: 60 };

/** Honours (issue 21, docs/honor.md) under /svc/honor. */
export async function honorRoutes(app: FastifyInstance) {
  registerCall(app, honor.honorBadges, async (input, req) => {
    if (!req.userId) await app.rateLimit('honor-read', clientIp(req), PUBLIC_READS_PER_IP);
    return badges(app.db, req.userId || undefined, input.user);
  });
  registerCall(app, honor.honorSetTitle, async (input, req) => chooseTitle(app.db, req.userId, input.badge));
}
