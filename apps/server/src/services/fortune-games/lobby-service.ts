import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { GameCategory, GameProviderId } from '@arcadia/contract/calls/fortune/games';
import { GAME_CATEGORIES } from '@arcadia/contract/calls/fortune/games';
import { balanceOf } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import { currencyOf, findPlayer, requirePlay } from '../fortune/access.ts';
import { seconds, usdtText } from '../fortune/money-format.ts';
import { maskName } from '../fortune/money-service.ts';
import { launchGame } from '../game-wallet/launch.ts';
import { CATALOGUE, type CatalogueGame, findGame, gameView, playableGames } from './catalogue.ts';
import type { LobbyDeps } from './deps.ts';
import { gameRules } from './game-settings.ts';
import { type BigWin, biggestWins, ordersOf, orderTotals, recentGameCodes } from './lobby-repo.ts';

/** The lobby's rows show this many games per category before "more". */
const ROW_SIZE = 6;
const RECENT = 6;
/** The ranking lists the top 20; the caller's own row is found among the top 500. */
const RANKED = 20;
const RANK_SEARCH = 500;

export async function providers(deps: LobbyDeps) {
  const games = playableGames(deps.providers, await gameRules(deps.db));
  const ids = [...new Set(games.map((g) => g.provider))];
  return {
    providers: ids.map((id) => ({
      id,
      name: deps.providers[id].name,
      games: games.filter((g) => g.provider === id).length,
    })),
  };
}

export async function allGames(
  deps: LobbyDeps,
  userId: number | undefined,
  filter: { q?: string; provider?: GameProviderId },
) {
  const needle = filter.q?.trim().toLocaleLowerCase();
  const rules = await gameRules(deps.db);
  const games = playableGames(deps.providers, rules).filter(
    (g) =>
      (!filter.provider || g.provider === filter.provider) && (!needle || g.name.toLocaleLowerCase().includes(needle)),
  );
  const categories = GAME_CATEGORIES.map((id) => ({ id, games: games.filter((g) => g.category === id).length })).filter(
    (c) => c.games > 0,
  );
  const recent = userId ? await recentGames(deps, userId) : [];
  return { games: games.map((g) => gameView(g, rules)), categories, recent };
}

async function recentGames(deps: LobbyDeps, userId: number) {
  const rules = await gameRules(deps.db);
  const playable = new Set(playableGames(deps.providers, rules).map((g) => g.code));
  const codes = await recentGameCodes(deps.db, userId, RECENT);
  return codes.filter((c) => playable.has(c)).map((c) => gameView(findGame(c) as CatalogueGame, rules));
}

export async function gamesByCategory(deps: LobbyDeps, category: GameCategory) {
  const rules = await gameRules(deps.db);
  const games = playableGames(deps.providers, rules).filter((g) => g.category === category);
  return { category, games: games.slice(0, ROW_SIZE).map((g) => gameView(g, rules)), total: games.length };
}

export async function moreGamesByCategory(deps: LobbyDeps, category: GameCategory, page: number, pageSize: number) {
  const rules = await gameRules(deps.db);
  const games = playableGames(deps.providers, rules).filter((g) => g.category === category);
  const start = (page - 1) * pageSize;
  return {
    games: games.slice(start, start + pageSize).map((g) => gameView(g, rules)),
    page,
    has_more: start + pageSize < games.length,
  };
}

export async function myOrders(
  deps: LobbyDeps,
  userId: number,
  input: { page: number; page_size: number; game?: string },
) {
  const offset = (input.page - 1) * input.page_size;
  const rows = await ordersOf(deps.db, userId, input.game, input.page_size + 1, offset);
  const totals = await orderTotals(deps.db, userId, input.game);
  return {
    orders: rows.slice(0, input.page_size).map((r) => ({
      round_id: r.roundId,
      game: r.gameCode,
      game_name: findGame(r.gameCode)?.name ?? r.gameCode,
      provider: r.provider,
      stake: usdtText(r.staked - r.refunded),
      win: usdtText(r.won),
      status: orderStatus(r),
      at: seconds(r.openedAt),
      spin_id: r.spinId,
    })),
    page: input.page,
    has_more: rows.length > input.page_size,
    totals: { stake: usdtText(totals.stake), win: usdtText(totals.win) },
  };
}

function orderStatus(r: { status: string; staked: bigint; refunded: bigint }): 'open' | 'settled' | 'refunded' {
  if (r.status === 'open') return 'open';
  return r.staked > 0n && r.refunded === r.staked ? 'refunded' : 'settled';
}

const DAY_MS = 24 * 3600 * 1000;

/** The period's start: today 00:00 UTC, or this week's Monday 00:00 UTC. */
export function periodStart(period: 'day' | 'week', now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'day') return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export async function betRanking(
  deps: LobbyDeps,
  userId: number | undefined,
  period: 'day' | 'week',
  now = new Date(),
) {
  const since = periodStart(period, now);
  const wins = await biggestWins(deps.db, since, RANK_SEARCH);
  const rowOf = (w: BigWin, i: number) => ({
    rank: i + 1,
    player: maskName(w.name),
    game: w.gameCode,
    game_name: findGame(w.gameCode)?.name ?? w.gameCode,
    stake: usdtText(w.staked),
    win: usdtText(w.won),
    multiplier: multiplierText(w.won, w.staked),
    at: seconds(w.closedAt),
  });
  const mine = userId === undefined ? -1 : wins.findIndex((w) => w.userId === userId);
  return {
    period,
    since: seconds(since),
    rows: wins.slice(0, RANKED).map(rowOf),
    mine: mine >= 0 ? rowOf(wins[mine] as BigWin, mine) : null,
  };
}

/** won / staked with two decimals, rounded down ("0.00" for a free round). */
export function multiplierText(won: bigint, staked: bigint): string {
  if (staked <= 0n) return '0.00';
  const hundredths = (won * 100n) / staked;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * Opens a game: a launch token and URL when the game can be played here, else why not. A player must be able to
 * play (registered, market open, not excluded) to get a launch.
 */
export async function initConf(deps: LobbyDeps, userId: number, game: CatalogueGame, lang: string, now = new Date()) {
  const player = await findPlayer(deps.db, userId);
  const market = player?.market ?? deps.defaultMarket;
  const base = {
    game: game.code,
    provider: game.provider,
    balance: usdtText(await balanceOf(deps.db, { userId }, FORTUNE_COIN as 'USDT')),
    currency: currencyOf(deps.markets, market),
  };
  const provider = deps.providers[game.provider];
  const rules = await gameRules(deps.db);
  if (!game.built) return { ...base, enabled: false, reason: 'not_built' as const, launch: null };
  if (!provider.enabled || !rules.providerSwitch(game.provider))
    return { ...base, enabled: false, reason: 'provider_off' as const, launch: null };
  if (!rules.open(game.provider, game.code))
    return { ...base, enabled: false, reason: 'game_off' as const, launch: null };
  await requirePlay(deps.db, userId, now);
  const launch = await launchGame(
    deps.db,
    provider,
    { userId, gameCode: game.code, market, lang, returnUrl: '/fortune' },
    now,
  );
  return {
    ...base,
    enabled: true,
    reason: null,
    // inbet (BitGame) is played on the main brand's /inbet page (docs/inbet.md).
    launch: {
      token: launch.token,
      url: game.code === 'inbet' ? '/inbet' : launch.url,
      expires_at: seconds(launch.expiresAt),
    },
  };
}

/** The game a get_init_conf path names: a game code (retiger, turbo, inbet) or a provider and its `game`. */
export function gameOfPath(segment: string, code: string | undefined): CatalogueGame {
  const game = code
    ? CATALOGUE.find((g) => g.code === code && (g.provider === segment || g.code === segment))
    : (findGame(segment) ?? CATALOGUE.find((g) => g.provider === segment));
  if (!game) throw new AppError('VALIDATION', undefined, { game: 'No such game here.' });
  return game;
}
