import { inbet as calls } from '@arcadia/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { marketsFrom } from '../win/games.ts';
import { binanceFeed, sandboxFeed } from './feed.ts';
import {
  config,
  type Inbet,
  inbetSettingsFrom,
  myPositions,
  openPosition,
  price,
  recoverPositions,
  rounds,
  tick,
  verify,
} from './service.ts';

/** Anonymous reads per IP (round ids are sequential; the page polls about once a second). */
const READS_PER_IP = { max: 240, windowSeconds: 60 };
const RECOVER_EVERY_MS = 15_000;

/**
 * inbet (BitGame, docs/inbet.md) under /svc/inbet/, and its engine: one tick every INBET_ENGINE_MS (1 s; 0 leaves
 * ticking to the caller, as the tests do). Run the engine on one server only. Money goes through the in-house
 * studio's wallet client (app.studio), like retiger and turbo.
 */
export async function inbetRoutes(app: FastifyInstance) {
  const settings = app.config.settings;
  const studio = app.hasDecorator('studio') ? app.studio : undefined;
  // The salt is required only where the game can take money: with the in-house studio off, positions are refused.
  const inbetSettings = inbetSettingsFrom(settings, app.config.env === 'production' && studio !== undefined);
  const inbet: Inbet = {
    db: app.db,
    studio,
    feed:
      settings.INBET_FEED === 'binance'
        ? binanceFeed(settings.INBET_BINANCE_URL)
        : sandboxFeed({ salt: inbetSettings.salt, chainLength: inbetSettings.chainLength }),
    settings: inbetSettings,
    markets: marketsFrom(settings.WIN_GAMES_MARKETS),
    now: () => new Date(),
  };
  app.decorate('inbet', inbet);
  const limited = async (req: FastifyRequest) => {
    if (!req.userId) await app.rateLimit('inbet-read', clientIp(req), READS_PER_IP);
  };

  registerCall(app, calls.inbetConfig, async () => config(inbet));
  registerCall(app, calls.inbetRounds, async (input, req) => {
    await limited(req);
    return rounds(inbet, input.pair, req.userId || undefined, inbet.now());
  });
  registerCall(app, calls.inbetPrice, async (input, req) => {
    await limited(req);
    return price(inbet, input.pair);
  });
  registerCall(app, calls.inbetOpenPosition, async (input, req) =>
    openPosition(inbet, req.userId, input, requireKey(req), inbet.now()),
  );
  registerCall(app, calls.inbetMyPositions, async (input, req) => myPositions(inbet, req.userId, input.page));
  registerCall(app, calls.inbetVerify, async (input, req) => {
    await app.rateLimit('inbet-verify', clientIp(req), READS_PER_IP);
    return verify(inbet, input.round);
  });

  const engineMs = settings.INBET_ENGINE_MS;
  if (engineMs > 0) {
    runEvery(app, {
      name: 'inbet tick',
      everyMs: engineMs,
      run: async () => {
        await tick(inbet, inbet.now());
        return undefined;
      },
    });
    runEvery(app, {
      name: 'inbet recovery',
      everyMs: RECOVER_EVERY_MS,
      run: async () => {
        await recoverPositions(inbet, inbet.now());
        return undefined;
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    inbet: Inbet;
  }
}

// Shares `app.inbet` with the whole app (tests drive its engine; the Fortune lobby reads its rounds).
(inbetRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
