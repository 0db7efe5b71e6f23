import { fortune } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { registerCall } from '../../lib/register-call.ts';
import { inbetRecentStarted, inbetReportStart } from '../inbet/fortune-lobby.ts';
import { registerGameSettingsOps } from '../ops/game-settings-service.ts';
import { DEFAULT_MARKET } from '../payment/markets.ts';
import type { LobbyDeps } from './deps.ts';
import {
  allGames,
  betRanking,
  gameOfPath,
  gamesByCategory,
  initConf,
  moreGamesByCategory,
  myOrders,
  providers,
} from './lobby-service.ts';

/** The lobby's public reads are limited per IP like other anonymous reads. */
const LOBBY_READS_PER_IP = { max: 120, windowSeconds: 60 };

/** Fortune's game lobby, bet history and ranking, and the get_init_conf of every provider (issue 17). */
export async function fortuneGamesRoutes(app: FastifyInstance) {
  const deps: LobbyDeps = {
    db: app.db,
    providers: app.gameProviders,
    markets: app.payments.deps.markets,
    defaultMarket: DEFAULT_MARKET,
  };
  const limited = async (req: { ip: string; userId?: number }) => {
    if (!req.userId) await app.rateLimit('fortune-lobby', req.ip, LOBBY_READS_PER_IP);
  };

  registerCall(app, fortune.fortuneProviders, async (_i, req) => {
    await limited(req);
    return providers(deps);
  });
  registerCall(app, fortune.fortuneAllGames, async (input, req) => {
    await limited(req);
    return allGames(deps, req.userId || undefined, input);
  });
  registerCall(app, fortune.fortuneGamesByCategory, async (input, req) => {
    await limited(req);
    return gamesByCategory(deps, input.category);
  });
  registerCall(app, fortune.fortuneMoreGamesByCategory, async (input, req) => {
    await limited(req);
    return moreGamesByCategory(deps, input.category, input.page, input.page_size);
  });
  registerCall(app, fortune.fortuneMyOrders, async (input, req) => myOrders(deps, req.userId, input));
  registerCall(app, fortune.fortuneBetRankingList, async (input, req) => {
    await limited(req);
    return betRanking(deps, req.userId || undefined, input.period);
  });

  const inits = [
    [fortune.fortunePgInitConf, 'pg'],
    [fortune.fortunePpgameInitConf, 'ppgame'],
    [fortune.fortuneImperiumInitConf, 'imperium'],
    [fortune.fortuneBridgeInitConf, 'bridge'],
    [fortune.fortuneInbetInitConf, 'inbet'],
    [fortune.fortuneTurboInitConf, 'turbo'],
  ] as const;
  for (const [call, segment] of inits)
    registerCall(app, call, async (input, req) =>
      initConf(deps, req.userId, gameOfPath(segment, input.game), localeOf(req)),
    );

  registerGameSettingsOps(app);

  registerCall(app, fortune.fortuneInbetRecentStartedGames, async (_i, req) => inbetRecentStarted(deps, req.userId));
  registerCall(app, fortune.fortuneInbetReportGameStart, async (input, req) =>
    inbetReportStart(deps, req.userId, input.game_code, localeOf(req)),
  );
}
