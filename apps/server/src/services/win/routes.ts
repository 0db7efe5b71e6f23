import { win } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import { marketsFrom } from './games.ts';
import { rotateSeeds, seeds } from './seeds.ts';
import {
  cashoutHilo,
  guessHilo,
  history,
  publicRound,
  recoverRounds,
  rollDice,
  startHilo,
  type WinDeps,
  winConfig,
} from './service.ts';

const RECOVER_EVERY_MS = 15_000;
/** Public round look-ups per IP (ids are sequential). */
const PUBLIC_ROUNDS_PER_IP = { max: 60, windowSeconds: 60 };
/** Hi-lo guesses and cash-outs per player a minute (each draws or pays; the client sends one per tap). */
const HILO_ACTIONS_PER_MINUTE = { max: 240, windowSeconds: 60 };

/**
 * The main brand's win games (docs/win.md), under the game service: dice and hi-lo rounds of the in-house studio,
 * played through the seamless wallet with the app's own signed transport (the studio's `app.studio.wallet`).
 */
export async function winRoutes(app: FastifyInstance) {
  const provider = app.gameProviders.inhouse;
  if (!provider.enabled || !app.studio) return;
  const settings = app.config.settings;
  const deps: WinDeps = {
    db: app.db,
    wallet: app.studio.wallet,
    provider,
    markets: marketsFrom(settings.WIN_GAMES_MARKETS),
    spacingMs: settings.WIN_MIN_BET_SPACING_MS,
  };
  app.decorate('win', deps);

  registerCall(app, win.winConfig, async (_i, req) => winConfig(deps, req.userId));
  registerCall(app, win.winDiceRoll, async (input, req) => rollDice(deps, req.userId, input, requireKey(req)));
  registerCall(app, win.winHiloStart, async (input, req) => startHilo(deps, req.userId, input, requireKey(req)));
  registerCall(app, win.winHiloGuess, async (input, req) => {
    await app.rateLimit('win-hilo', req.userId, HILO_ACTIONS_PER_MINUTE);
    return guessHilo(deps, req.userId, input);
  });
  registerCall(app, win.winHiloCashout, async (input, req) => {
    await app.rateLimit('win-hilo', req.userId, HILO_ACTIONS_PER_MINUTE);
    return cashoutHilo(deps, req.userId, input);
  });
  registerCall(app, win.winHistory, async (input, req) => history(deps, req.userId, input.page, input.game));
  registerCall(app, win.winRound, async (input, req) => {
    await app.rateLimit('win-round', clientIp(req), PUBLIC_ROUNDS_PER_IP);
    return publicRound(deps, input.id);
  });
  registerCall(app, win.winSeeds, async (_i, req) => seeds(deps.db, req.userId));
  registerCall(app, win.winSeedsRotate, async (input, req) => rotateSeeds(deps.db, req.userId, input.client_seed));

  runEvery(app, {
    name: 'win round recovery',
    everyMs: RECOVER_EVERY_MS,
    run: async () => {
      const recovered = await recoverRounds(deps);
      return recovered > 0 ? { recovered } : undefined;
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    win: WinDeps;
  }
}

// Shares `app.win` with the whole app (tests drive recovery).
(winRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
