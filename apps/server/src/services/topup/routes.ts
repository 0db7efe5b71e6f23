import { Header, topup } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { headerOf } from '../user/context.ts';
import { httpMerchant, type MerchantTransport } from './merchant.ts';
import { sandboxMerchant } from './sandbox-merchant.ts';
import * as service from './service.ts';

/**
 * Game top-ups of /task/recharge (docs/topup.md): the players' calls under /svc/task/topup/*, merchants'
 * callbacks at /hooks/topup/<merchant> (outside /svc: merchants sign their own messages), the sandbox merchant at
 * /topup-sandbox/<merchant>/<action>, and the job that retries deliveries and asks merchants about silent ones.
 */
export async function topupRoutes(app: FastifyInstance) {
  const settings = app.config.settings;
  const sandbox = sandboxMerchant({
    db: app.db,
    delayMs: settings.TOPUP_SANDBOX_DELAY_MS,
    // The sandbox merchant reaches our callback endpoint through the full request pipeline.
    callback: async (merchantId, payload, headers) =>
      (
        await app.inject({
          method: 'POST',
          url: `/hooks/topup/${merchantId}`,
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        })
      ).statusCode,
  });
  const transportOf = (merchant: service.MerchantRow): MerchantTransport =>
    merchant.adapter === 'sandbox'
      ? async (path, payload, headers) => {
          const res = await app.inject({
            method: 'POST',
            url: `/topup-sandbox/${merchant.id}${path}`,
            payload,
            headers,
          });
          return { status: res.statusCode, body: res.body };
        }
      : async (path, payload, headers) => {
          const res = await fetch(`${merchant.baseUrl}${path}`, {
            method: 'POST',
            body: payload,
            headers,
            signal: AbortSignal.timeout(10_000),
          });
          return { status: res.status, body: await res.text() };
        };
  const deps: service.TopupDeps = {
    db: app.db,
    adapterOf: (merchant) => httpMerchant(merchant.secret, transportOf(merchant)),
    kcPerUsdt: settings.RECHARGE_KC_PER_USDT,
    retryMs: Math.max(10, settings.TOPUP_RETRY_MS),
    queryAfterMs: Math.max(10, settings.TOPUP_RETRY_MS) * 30,
  };
  app.decorate('topup', { deps, sandbox });
  const marketOf = (raw: string | undefined) => {
    const code = String(raw ?? '').toLowerCase();
    return /^[a-z]{2}$/.test(code) ? code : 'vn';
  };

  registerCall(app, topup.topupPackages, async (input, req) => {
    await app.rateLimit('topup-packages', clientIp(req), { max: 120, windowSeconds: 60 });
    return service.packagesFor(
      deps,
      input.game_id,
      input.mch_id,
      marketOf(headerOf(req, Header.COUNTRY_CODE)),
      localeOf(req),
    );
  });
  registerCall(app, topup.topupOrderCreate, async (input, req) => {
    const placed = await service.placeOrder(
      deps,
      req.userId,
      requireKey(req),
      input,
      marketOf(headerOf(req, Header.COUNTRY_CODE)),
      localeOf(req),
    );
    // The first delivery request goes out at once, after the answer; the job retries it if it must.
    if (placed.fresh)
      setImmediate(() => void service.advance(deps, placed.order.order_id).catch((e) => app.log.warn(e, 'topup')));
    return { order: placed.order };
  });
  registerCall(app, topup.topupOrders, (input, req) =>
    service.listOrders(deps, req.userId, input.game_id, input.page, topup.TOPUP_ORDERS_PAGE, localeOf(req)),
  );

  await app.register(async (hooks) => {
    // Signatures cover the exact bytes: keep the raw body (in this plugin only).
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post<{ Params: { merchant: string } }>('/hooks/topup/:merchant', async (request, reply) => {
      await app.rateLimit('topup-hook', request.params.merchant.slice(0, 40), { max: 600, windowSeconds: 60 });
      const outcome = await service.receiveCallback(
        deps,
        request.params.merchant,
        request.headers['topup-signature'],
        String(request.body ?? ''),
      );
      reply.code(outcome.accepted ? 200 : 400);
      return { code: outcome.accepted ? 0 : 4000, msg: outcome.result, data: null };
    });
    hooks.post<{ Params: { merchant: string; action: string } }>(
      '/topup-sandbox/:merchant/:action',
      async (request, reply) => {
        await app.rateLimit('topup-sandbox', clientIp(request), { max: 600, windowSeconds: 60 });
        const answer = await sandbox.handle(
          request.params.merchant,
          request.params.action,
          request.headers,
          String(request.body ?? ''),
        );
        reply.code(answer.status);
        return answer.body;
      },
    );
  });

  if (settings.TOPUP_RETRY_MS > 0)
    runEvery(app, {
      name: 'topup retry',
      everyMs: settings.TOPUP_RETRY_MS,
      run: async () => {
        const retried = await service.tick(deps);
        return retried > 0 ? { retried } : undefined;
      },
    });
  app.addHook('onClose', async () => sandbox.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    topup: { deps: service.TopupDeps; sandbox: ReturnType<typeof sandboxMerchant> };
  }
}

// Shares `app.topup` with the whole app (tests use it), as fastify-plugin would.
(topupRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
