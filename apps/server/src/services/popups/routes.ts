import { popups } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { registerCall } from '../../lib/register-call.ts';
import { popupDetail, popupsQuery } from './service.ts';

/** The main brand's popups (service `popups`, docs/rewards.md "Popups"): thin routes. */
export async function popupsRoutes(app: FastifyInstance) {
  registerCall(app, popups.popupsQuery, async (_i, req) => popupsQuery(app.db, req.userId, localeOf(req)));
  registerCall(app, popups.popupsDetail, async (input, req) => popupDetail(app.db, input.id, localeOf(req)));
}
