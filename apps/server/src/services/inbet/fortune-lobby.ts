import { AppError, fieldError } from '../../lib/errors.ts';
import { requirePlay } from '../fortune/access.ts';
import { findGame, gameView } from '../fortune-games/catalogue.ts';
import type { LobbyDeps } from '../fortune-games/deps.ts';
import { gameRules } from '../fortune-games/game-settings.ts';
import { recentGameCodes } from '../fortune-games/lobby-repo.ts';
import { launchGame } from '../game-wallet/launch.ts';

/**
 * Fortune's three inbet calls (docs/fortune-games.md, docs/inbet.md): `get_init_conf` launches to /inbet (the lobby's
 * initConf), `recent_started_games` lists inbet when the player opened it lately, `report_game_start` records an
 * opening (a launch of the in-house studio's session, which is what "recent" reads).
 */

const INBET_LAUNCH_URL = '/inbet';
const RECENT = 20;

export async function inbetRecentStarted(deps: LobbyDeps, userId: number) {
  const rules = await gameRules(deps.db);
  const enabled = deps.providers.inhouse.enabled && rules.open('inhouse', 'inbet');
  const inbet = findGame('inbet');
  if (!enabled || !inbet) return { enabled: false, games: [] };
  const codes = await recentGameCodes(deps.db, userId, RECENT);
  return { enabled: true, games: codes.includes('inbet') ? [gameView(inbet, rules)] : [] };
}

export async function inbetReportStart(
  deps: LobbyDeps,
  userId: number,
  gameCode: string,
  lang: string,
  now = new Date(),
) {
  if (gameCode !== 'inbet') throw fieldError({ game_code: ['Only inbet is reported here'] });
  if (!deps.providers.inhouse.enabled || !(await gameRules(deps.db)).open('inhouse', 'inbet'))
    throw new AppError('FORTUNE_GAME_OFF');
  const player = await requirePlay(deps.db, userId, now);
  await launchGame(
    deps.db,
    deps.providers.inhouse,
    { userId, gameCode, market: player.market, lang, returnUrl: INBET_LAUNCH_URL },
    now,
  );
  return { recorded: true };
}
