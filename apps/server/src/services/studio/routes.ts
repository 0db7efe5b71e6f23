import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { DEFAULT_MARKET } from '../payment/markets.ts';
import { history, publicSpin, recoverSpins, retigerInitConf, type StudioDeps, spin } from './retiger-service.ts';
import { turboRoutes } from './turbo-routes.ts';
import type { Turbo } from './turbo-service.ts';
import { walletClient } from './wallet-client.ts';

const RECOVER_EVERY_MS = 15_000;
/** Public spin look-ups per IP (ids are sequential). */
const FAIR_SPINS_PER_IP = { max: 60, windowSeconds: 60 };

/**
 * The in-house studio (docs/fortune-games.md): retiger's calls for the player's browser, and its recovery job. It
 * reaches the wallet through the app's own request pipeline, signed like any studio (GAMES_INHOUSE_WALLET_URL sends
 * it over HTTP to another server instead).
 */
export async function studioRoutes(app: FastifyInstance) {
  const provider = app.gameProviders.inhouse;
  if (!provider.enabled) return;
  const remote = app.config.settings.GAMES_INHOUSE_WALLET_URL;
  const wallet = walletClient({
    provider: 'inhouse',
    secret: provider.secret,
    send: remote
      ? async (path, payload, headers) => {
          const res = await fetch(new URL(path, remote), { method: 'POST', body: payload, headers });
          return { statusCode: res.status, body: await res.text() };
        }
      : async (path, payload, headers) => {
          const res = await app.inject({ method: 'POST', url: path, payload, headers });
          return { statusCode: res.statusCode, body: res.body };
        },
  });
  const deps: StudioDeps = {
    db: app.db,
    providers: app.gameProviders,
    markets: app.payments.deps.markets,
    defaultMarket: DEFAULT_MARKET,
    wallet,
  };
  app.decorate('studio', deps);
  app.decorate('turbo', turboRoutes(app, deps));

  registerCall(app, fortune.fortuneRetigerInitConf, async (_i, req) =>
    retigerInitConf(deps, req.userId, localeOf(req)),
  );
  registerCall(app, fortune.fortuneRetigerSpin, async (input, req) => spin(deps, req.userId, input, requireKey(req)));
  registerCall(app, fortune.fortuneRetigerHistory, async (input, req) => history(deps, req.userId, input.page));
  registerCall(app, fortune.fortuneFairSpin, async (input, req) => {
    await app.rateLimit('fortune-fair-spin', clientIp(req), FAIR_SPINS_PER_IP);
    return publicSpin(deps, input.id);
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void recoverSpins(deps).catch((e) => app.log.warn(e, 'studio spin recovery')),
      RECOVER_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: StudioDeps;
    turbo: Turbo;
  }
}

// Shares `app.studio` and `app.turbo` with the whole app (tests drive their engine and recovery).
(studioRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
