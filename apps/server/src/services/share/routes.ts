import { isLocale, share, user } from '@arcadia/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall } from '../../lib/register-call.ts';
import { preferredLocale } from '../../plugins/static.ts';
import { ensureShareDevice, shareDeviceOf } from './device.ts';
import { ownerOfCode, rememberDevice } from './repo.ts';
import {
  bindCode,
  bonus,
  codeFromShareUid,
  history,
  land,
  levels,
  myShare,
  runShareJob,
  type ShareDeps,
  weekRank,
} from './service.ts';
import { shareSettingsFrom } from './settings.ts';

/** Visitors' reads of the landing page, per IP and minute. */
const LAND_READS_PER_IP = { max: 120, windowSeconds: 60 };

/**
 * The share service (docs/share.md): the invite centre's calls under /svc/share/share/, the bind call under
 * /svc/user/user/, the short links GET /r/<slug> and /<locale>/r/<slug> (a plain 302 to the landing page, no
 * JavaScript needed), and the settlement job on every server process.
 */
export async function shareRoutes(app: FastifyInstance) {
  const deps: ShareDeps = {
    db: app.db,
    settings: shareSettingsFrom(app.config.settings),
    origin: app.config.publicOrigin,
  };
  const secure = app.config.publicOrigin.startsWith('https:');
  /** Devices inviters use, for the self-invite check (a browser gets the share cookie). */
  const seen = async (req: FastifyRequest, reply: FastifyReply) => {
    const did = ensureShareDevice(req, reply, secure);
    if (req.userId) await rememberDevice(app.db, req.userId, did);
  };

  registerCall(app, share.shareMyShare, async (_i, req, reply) => {
    await seen(req, reply);
    return myShare(deps, req.userId);
  });
  registerCall(app, share.shareLand, async (input, req, reply) => {
    if (!req.userId) await app.rateLimit('share-land-ip', req.ip, LAND_READS_PER_IP);
    await seen(req, reply);
    return land(deps, input.share_uid, Boolean(req.userId));
  });
  registerCall(app, share.shareHistory, async (input, req) => history(deps, req.userId, input.page, input.page_size));
  registerCall(app, share.shareBonus, async (input, req) => bonus(deps, req.userId, input.page, input.page_size));
  registerCall(app, share.shareLevels, async (_i, req) => levels(deps, req.userId || undefined));
  registerCall(app, share.shareWeekRank, async (input, req) => weekRank(deps, req.userId, input.week));
  registerCall(app, user.bindShareCode, async (input, req) =>
    bindCode(deps, app, req, req.userId, input.code, shareDeviceOf(req)),
  );

  // Short links: /r/<slug> answers a redirect to the landing page with share_uid, which stores it (spec section 2).
  const shortLink = async (locale: string, slug: string, reply: FastifyReply) => {
    const code = codeFromShareUid(slug);
    const owner = code ? await ownerOfCode(app.db, code) : undefined;
    const target = `/${locale}/share/land${owner ? `?share_uid=${owner.code}` : ''}`;
    return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(target, 302);
  };
  app.get<{ Params: { slug: string } }>('/r/:slug', (req, reply) =>
    shortLink(preferredLocale(req.headers.cookie), req.params.slug, reply),
  );
  app.get<{ Params: { locale: string; slug: string } }>('/:locale/r/:slug', (req, reply) => {
    if (!isLocale(req.params.locale)) return reply.callNotFound();
    return shortLink(req.params.locale, req.params.slug, reply);
  });

  if (deps.settings.jobMs > 0)
    runEvery(app, {
      name: 'share invites settled',
      everyMs: deps.settings.jobMs,
      run: async () => {
        const c = await runShareJob(deps);
        return c.paid > 0 || c.refused > 0 ? c : undefined;
      },
    });
}
