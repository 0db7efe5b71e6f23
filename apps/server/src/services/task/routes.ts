import { Header, stats, task } from '@arcadia/contract';
import type { EnvContext } from '@arcadia/contract/calls/task/common';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { taskCompletions } from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { localeOf } from '../../lib/locale.ts';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall } from '../../lib/register-call.ts';
import { deviceIdOf, headerOf } from '../user/context.ts';
import { registerTaskArt } from './art.ts';
import * as audits from './audit-service.ts';
import * as catalogue from './catalogue-service.ts';
import { type CheckinDeps, checkin, checkinRewardsFrom, checkinStatus } from './checkin-service.ts';
import * as events from './events-service.ts';
import * as repo from './lifecycle-repo.ts';
import { ayetNetwork } from './networks/ayet.ts';
import { builtinNetwork } from './networks/builtin.ts';
import type { OfferNetwork } from './networks/network.ts';
import { networkDouble } from './networks/sandbox.ts';
import { registerCatalogueOps } from './ops-catalogue.ts';
import { type PostbackDeps, receivePostback } from './postback-service.ts';
import { KC } from './reward-service.ts';
import { sandboxClickHtml } from './sandbox-page.ts';
import * as takes from './take-service.ts';

const DEFAULT_MARKET = 'vn';

/** The caller's market: envContext's country, else the Country-Code header, else vn. Lower-case country code. */
function marketOf(request: FastifyRequest, env: EnvContext | undefined): string {
  for (const candidate of [env?.country, env?.country_code, headerOf(request, Header.COUNTRY_CODE)]) {
    const code = candidate?.toLowerCase();
    if (code && /^[a-z]{2}$/.test(code)) return code;
  }
  return DEFAULT_MARKET;
}

function contextOf(request: FastifyRequest, env: EnvContext | undefined): catalogue.CatalogueContext {
  return { locale: localeOf(request), market: marketOf(request, env), userId: request.userId };
}

/** Network secrets: TASK_NETWORK_BUILTIN_SECRET, AYET_API_KEY (+ AYET_OFFERWALL_URL); development defaults only. */
function networksFromEnv(app: FastifyInstance): {
  networks: Record<string, OfferNetwork>;
  secrets: { builtin: string; ayet: string };
} {
  const production = app.config.env === 'production';
  const settings = app.config.settings;
  const secrets = {
    builtin: settings.TASK_NETWORK_BUILTIN_SECRET ?? (production ? '' : 'tnw_arcadia_development_builtin'),
    ayet: settings.AYET_API_KEY ?? (production ? '' : 'ayet_arcadia_development_key'),
  };
  const sandboxLinks = builtinNetwork({ secret: secrets.builtin, publicOrigin: app.config.publicOrigin });
  const ayet = ayetNetwork({ apiKey: secrets.ayet, offerwallUrl: settings.AYET_OFFERWALL_URL ?? '' });
  // A network without its secret is off: its offers cannot be taken and its postbacks answer unknown_network.
  const networks: Record<string, OfferNetwork> = {};
  if (secrets.builtin) networks.builtin = sandboxLinks;
  // Without a real offerwall URL, ayeT takes open the network double like builtin ones.
  if (secrets.ayet)
    networks.ayet = settings.AYET_OFFERWALL_URL ? ayet : { ...ayet, trackingLink: sandboxLinks.trackingLink };
  return { secrets, networks };
}

const CLICK_ID = /^c[0-9a-f]{30}$/;

/**
 * The task service (issue 13, spec section 7): the catalogue (catalogue-service.ts), taking and progress
 * (take-service.ts), screenshot audits (audit-service.ts), events (events-service.ts); offer-network postbacks at
 * /postback/<network> (postback-service.ts) and the network double's page at /offer-sandbox/click/<clickId>.
 */
export async function taskRoutes(app: FastifyInstance) {
  const { networks, secrets } = networksFromEnv(app);
  const settings = app.config.settings;
  const deps: takes.TakeDeps = { db: app.db, networks, cacheMs: settings.TASK_CATALOGUE_CACHE_MS };
  const auditDeps: audits.AuditDeps = { db: app.db, store: app.blobs };
  const factor = settings.TASK_MIN_SECONDS_FACTOR;
  const postbackDeps: PostbackDeps = {
    db: app.db,
    networks,
    minSecondsFactor: factor,
  };
  app.decorate('tasks', { auditDeps });
  sweepScreenshotsHourly(app, auditDeps);

  registerCall(app, task.taskCplInit, (input, req) => {
    const env = input.envContext;
    const deeplink = env?.deeplink_offer_task_id;
    return catalogue.init(deps, contextOf(req, env), {
      deviceId: deviceIdOf(req) ?? env?.did ?? '',
      env: env ?? {},
      deeplinkOfferId: deeplink ? Number(deeplink) : undefined,
    });
  });
  registerCall(app, task.taskHomepage, (input, req) =>
    catalogue.homepage(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskRecommend, (input, req) =>
    catalogue.recommend(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskSearch, (input, req) => catalogue.search(deps, contextOf(req, input.envContext), input));
  registerCall(app, task.taskProductList, (input, req) =>
    catalogue.productList(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskProductDetail, (input, req) =>
    catalogue.productDetail(deps, contextOf(req, input.envContext), input.ProductId),
  );
  registerCall(app, task.taskListSon, (input, req) =>
    catalogue.listSon(deps, contextOf(req, input.envContext), input.parent_id),
  );

  registerCall(app, task.taskTakeTask, (input, req) =>
    takes.takeTask(deps, contextOf(req, input.envContext), {
      ...input,
      deviceId: deviceIdOf(req) ?? input.envContext?.did ?? '',
    }),
  );
  registerCall(app, task.taskVerify, (input, req) => takes.verify(deps, contextOf(req, input.envContext), input));
  registerCall(app, task.taskProductCompleteList, (input, req) =>
    takes.completeList(deps, contextOf(req, input.envContext), input),
  );
  registerCall(app, task.taskSubmitAudit, async (input, req) => {
    await app.rateLimit('task-audit', req.userId, { max: 20, windowSeconds: 3600 });
    return audits.submitAudit(auditDeps, contextOf(req, input.envContext), input);
  });

  const checkinDeps: CheckinDeps = { db: app.db, rewards: checkinRewardsFrom(settings) };
  registerCall(app, task.taskCheckinStatus, (_input, req) => checkinStatus(checkinDeps, req.userId));
  registerCall(app, task.taskCheckin, (_input, req) => checkin(checkinDeps, req.userId));

  registerCall(app, task.taskAction, async (input, req) => {
    await app.rateLimit('task-event-user', req.userId, { max: 120, windowSeconds: 60 });
    return events.recordEvent(app.db, {
      userId: req.userId,
      kind: 'action',
      payload: { xbOfferId: input.xbOfferId, action: input.action, action_type: input.action_type },
      ip: req.ip,
    });
  });
  registerCall(app, task.taskReportEv, async (input, req) => {
    await app.rateLimit('task-event-ip', req.ip, { max: 120, windowSeconds: 60 });
    return events.recordEvent(app.db, {
      userId: req.userId,
      kind: 'report_ev',
      payload: { action: input.action, ...input.props },
      ip: req.ip,
    });
  });
  registerCall(app, task.taskClickBeacon, async (input, req) => {
    await app.rateLimit('task-event-ip', req.ip, { max: 120, windowSeconds: 60 });
    return events.recordEvent(app.db, {
      userId: req.userId,
      kind: 'cccttt',
      clickId: input.clickId,
      payload: { event: input.event, xbOfferId: input.xbOfferId ?? null, from: input.from ?? '' },
      ip: req.ip,
    });
  });
  // The offer-statistics POST belongs to the stats service's base; it is stored with the task events.
  registerCall(app, stats.offerStats, async (input, req) => {
    await app.rateLimit('stats-ip', req.ip, app.limits.statsPerIp);
    events.checkOfferStats(input, req.userId, headerOf(req, Header.TS) ?? '', headerOf(req, Header.NONCE) ?? '');
    return events.recordEvent(app.db, {
      userId: req.userId,
      kind: 'stats',
      payload: { event: input.event, module: input.module, data: input.data },
      ip: req.ip,
    });
  });

  // Offer networks call us server to server: outside the players' replay guard, signed by the network.
  app.route<{ Params: { network: string }; Querystring: Record<string, string> }>({
    method: ['GET', 'POST'],
    url: '/postback/:network',
    handler: async (request, reply) => {
      await app.rateLimit('task-postback', request.params.network, { max: 1200, windowSeconds: 60 });
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(request.query ?? {}))
        if (typeof v === 'string' && k.length <= 64) params[k] = v.slice(0, 512);
      const outcome = await receivePostback(postbackDeps, request.params.network, params, request.headers);
      reply.code(outcome.http).type('text/plain; charset=utf-8');
      return outcome.reason ? `${outcome.verdict}:${outcome.reason}` : outcome.verdict;
    },
  });

  const double = networkDouble({
    secrets,
    delayMs: settings.TASK_SANDBOX_DELAY_MS,
    send: async (callback) =>
      (
        await app.inject({
          method: 'GET',
          url: `/postback/${callback.network}?${callback.query}`,
          headers: callback.headers,
        })
      ).statusCode,
  });
  app.addHook('onClose', async () => double.close());
  const sandboxOn = app.config.env !== 'production' || settings.TASK_SANDBOX === 'true';

  async function sandboxView(clickId: string) {
    if (!CLICK_ID.test(clickId)) return undefined;
    const take = await repo.takeByClick(app.db, clickId);
    const found = take ? await repo.offerWithSteps(app.db, take.offerId) : undefined;
    if (!take || !found) return undefined;
    return { take, ...found };
  }

  app.get<{ Params: { clickId: string }; Querystring: { sent?: string } }>(
    '/offer-sandbox/click/:clickId',
    async (request, reply) => {
      const view = sandboxOn ? await sandboxView(request.params.clickId) : undefined;
      if (!view) return reply.code(404).type('text/plain').send('No such click.');
      const paid = await repo.paidStepIdsOfTake(app.db, view.take.clickId);
      const received = await repo.postbacksOfClick(app.db, view.take.clickId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxClickHtml({
        clickId: view.take.clickId,
        product: view.product?.titles['en-US'] ?? '',
        offer: view.offer.titles['en-US'] ?? '',
        network: view.offer.network,
        steps: view.steps.map((s) => ({
          seq: s.seq,
          title: s.titles['en-US'] ?? s.goal,
          reward: fromMinor(s.rewardKc, coinOf(KC).decimals),
          paid: paid.has(s.id),
        })),
        sent: request.query.sent === '1' ? 'Sent. The network reports it in a moment, like a real one.' : undefined,
        received: received.map((r) => `${r.verdict}${r.reason ? `: ${r.reason}` : ''} (${r.txnId})`),
        returnUrl: `/task/details?taskId=${view.offer.id}&from=sandbox`,
      });
    },
  );
  await app.register(async (page) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, _b, done) => done(null, {}),
    );
    page.post<{ Params: { clickId: string; action: string; seq: string } }>(
      '/offer-sandbox/click/:clickId/:action/:seq',
      async (request, reply) => {
        const view = sandboxOn ? await sandboxView(request.params.clickId) : undefined;
        const step = view?.steps.find((s) => String(s.seq) === request.params.seq);
        const reversal = request.params.action === 'chargeback';
        if (!view || !step || (!reversal && request.params.action !== 'complete'))
          return reply.code(404).type('text/plain').send('No such action.');
        let txnId: string | undefined;
        if (reversal) {
          const [paid] = await app.db
            .select({ txn: taskCompletions.networkTxnId })
            .from(taskCompletions)
            .where(and(eq(taskCompletions.clickId, view.take.clickId), eq(taskCompletions.stepId, step.id)))
            .limit(1);
          txnId = paid?.txn;
        }
        const { callback } = double.callbacks({
          network: view.offer.network,
          clickId: view.take.clickId,
          step: { seq: step.seq, goal: step.goal },
          reversal,
          txnId,
        });
        void double.deliver(callback).catch((e) => app.log.warn(e, 'offer sandbox delivery'));
        return reply.redirect(`/offer-sandbox/click/${view.take.clickId}?sent=1`, 303);
      },
    );
  });
  registerTaskArt(app);
  registerCatalogueOps(app);
}

declare module 'fastify' {
  interface FastifyInstance {
    tasks: { auditDeps: audits.AuditDeps };
  }
}

// Not encapsulated, so the operator console (registered before) sees app.tasks.
(taskRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** Once an hour, screenshots no audit refers to are deleted (audit-service.ts, sweepAuditScreenshots). */
function sweepScreenshotsHourly(app: FastifyInstance, auditDeps: audits.AuditDeps) {
  runEvery(app, {
    name: 'orphaned audit screenshots deleted',
    everyMs: 3_600_000,
    run: async () => {
      const removed = await audits.sweepAuditScreenshots(auditDeps);
      return removed > 0 ? { removed } : undefined;
    },
  });
}
