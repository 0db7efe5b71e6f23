import { partner } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { shareSettingsFrom } from '../share/settings.ts';
import { applyPartner, type PartnerDeps, partnerInfo, withdrawApplication } from './service.ts';
import { partnerSettingsFrom } from './settings.ts';

/** The partner programme (service `share`, paths /partner/..., docs/partner.md): thin routes. */
export async function partnerRoutes(app: FastifyInstance) {
  const settings = partnerSettingsFrom(app.config.settings);
  const deps: PartnerDeps = {
    db: app.db,
    settings,
    share: shareSettingsFrom(app.config.settings),
    limitApply: (userId) =>
      app.rateLimit('partner-apply', userId, { max: settings.applyPerDay, windowSeconds: 86_400 }),
  };

  registerCall(app, partner.partnerInfo, async (_i, req) => partnerInfo(deps, req.userId || undefined));
  registerCall(app, partner.partnerApply, async (input, req) => applyPartner(deps, req.userId, input));
  registerCall(app, partner.partnerWithdraw, async (_i, req) => withdrawApplication(deps, req.userId));
}
