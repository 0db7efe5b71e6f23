import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { fortuneCurrency, usdtText } from './common.ts';

/**
 * Fortune's game lobby (issue 17, docs/fortune-games.md): providers, the catalogue by category and search, the
 * player's recent games, bet history and the bet ranking. Only games of providers that are switched on are listed.
 */

export const GAME_CATEGORIES = ['slots', 'crash', 'instant'] as const;
export const gameCategoryField = z.enum(GAME_CATEGORIES);
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const GAME_PROVIDERS = ['inhouse', 'pg', 'ppgame', 'imperium', 'bridge'] as const;
export type GameProviderId = (typeof GAME_PROVIDERS)[number];

export const game = z.object({
  code: z.string(),
  provider: z.string(),
  name: z.string(),
  category: gameCategoryField,
  /** Artwork path under /fortune/games/. */
  art: z.string(),
  /** Badges: 'new', 'hot', 'fair' (provably fair, verifiable on /fortune/test). */
  tags: z.array(z.string()),
  min_bet: usdtText,
  max_bet: usdtText,
  /** Published return to player, percent ("96.49"), or null when the studio publishes none. */
  rtp: z.nullable(z.string()),
});
export type Game = z.infer<typeof game>;

const pageField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1);
const pageSizeField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20);

/** GET /fortune/providers: the providers whose games can be played here, with their game counts. */
export const fortuneProviders = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/providers',
  auth: 'optional',
  request: z.object({}),
  response: z.object({
    providers: z.array(z.object({ id: z.string(), name: z.string(), games: z.number() })),
  }),
});

/**
 * GET /fortune/all_games: the whole catalogue, or the games whose name matches `q` and/or of one `provider`;
 * `categories` counts what is listed; `recent` is the signed-in player's last played games, newest first.
 */
export const fortuneAllGames = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/all_games',
  auth: 'optional',
  request: z.object({
    q: z.optional(z.string().check(z.maxLength(40))),
    provider: z.optional(z.enum(GAME_PROVIDERS)),
  }),
  response: z.object({
    games: z.array(game),
    categories: z.array(z.object({ id: gameCategoryField, games: z.number() })),
    recent: z.array(game),
  }),
});

/** GET /fortune/games_by_category: a category's first games (the lobby's row); more with more_games_by_category. */
export const fortuneGamesByCategory = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/games_by_category',
  auth: 'optional',
  request: z.object({ category: gameCategoryField }),
  response: z.object({ category: gameCategoryField, games: z.array(game), total: z.number() }),
});

/** GET /fortune/more_games_by_category: one page of a category. */
export const fortuneMoreGamesByCategory = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/more_games_by_category',
  auth: 'optional',
  request: z.object({ category: gameCategoryField, page: pageField, page_size: pageSizeField }),
  response: z.object({ games: z.array(game), page: z.number(), has_more: z.boolean() }),
});

export const order = z.object({
  round_id: z.string(),
  game: z.string(),
  game_name: z.string(),
  provider: z.string(),
  stake: usdtText,
  win: usdtText,
  /** open (still playing) | settled | refunded */
  status: z.enum(['open', 'settled', 'refunded']),
  at: z.number(),
  /** The in-house slot's spin id, verifiable on /fortune/test; null for other games. */
  spin_id: z.nullable(z.number()),
});

/** GET /fortune/my_orders: the player's game rounds across every provider, newest first. */
export const fortuneMyOrders = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/my_orders',
  auth: 'required',
  request: z.object({ page: pageField, page_size: pageSizeField, game: z.optional(z.string().check(z.maxLength(40))) }),
  response: z.object({
    orders: z.array(order),
    page: z.number(),
    has_more: z.boolean(),
    totals: z.object({ stake: usdtText, win: usdtText }),
  }),
});

export const rankingRow = z.object({
  rank: z.number(),
  /** The player's name, masked ("Li***"). */
  player: z.string(),
  game: z.string(),
  game_name: z.string(),
  stake: usdtText,
  win: usdtText,
  /** win / stake, two decimals ("125.50"). */
  multiplier: z.string(),
  at: z.number(),
});

/** GET /fortune/bet_ranking_list: the biggest wins of the day or the week (one row per player), and the caller's. */
export const fortuneBetRankingList = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/bet_ranking_list',
  auth: 'optional',
  request: z.object({ period: z._default(z.enum(['day', 'week']), 'day') }),
  response: z.object({
    period: z.enum(['day', 'week']),
    since: z.number(),
    rows: z.array(rankingRow),
    mine: z.nullable(rankingRow),
  }),
});

/** What opening a game answers: a launch (token and URL) when it can be played, or why not. */
export const initConf = z.object({
  game: z.string(),
  provider: z.string(),
  enabled: z.boolean(),
  /**
   * Why the game is off: 'provider_off' (studio not connected here, or switched off in the console), 'not_built'
   * (coming in a later release), 'game_off' (switched off in the console).
   */
  reason: z.nullable(z.enum(['provider_off', 'not_built', 'game_off'])),
  launch: z.nullable(z.object({ token: z.string(), url: z.string(), expires_at: z.number() })),
  balance: usdtText,
  currency: fortuneCurrency,
});

export const initRequest = z.object({ game: z.optional(z.string().check(z.maxLength(40))) });

/** GET /fortune/pg/get_init_conf: opens an outside studio (PG Soft): `game`, default its first. */
export const fortunePgInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/pg/get_init_conf',
  auth: 'required',
  request: initRequest,
  response: initConf,
});

/** GET /fortune/ppgame/get_init_conf: opens an outside studio (Pragmatic Play). */
export const fortunePpgameInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/ppgame/get_init_conf',
  auth: 'required',
  request: initRequest,
  response: initConf,
});

/** GET /fortune/imperium/get_init_conf: opens an outside studio (Imperium Games). */
export const fortuneImperiumInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/imperium/get_init_conf',
  auth: 'required',
  request: initRequest,
  response: initConf,
});

/** GET /fortune/bridge/get_init_conf: opens an outside studio (Bridge). */
export const fortuneBridgeInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/bridge/get_init_conf',
  auth: 'required',
  request: initRequest,
  response: initConf,
});

/** GET /fortune/inbet/get_init_conf: opens the BitGame prediction game: off (`not_built`) until the main brand's game exists. */
export const fortuneInbetInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/inbet/get_init_conf',
  auth: 'required',
  request: initRequest,
  response: initConf,
});

/** GET /fortune/inbet/recent_started_games: the player's recently started inbet games (empty while inbet is off). */
export const fortuneInbetRecentStartedGames = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/inbet/recent_started_games',
  auth: 'required',
  request: z.object({}),
  response: z.object({ enabled: z.boolean(), games: z.array(game) }),
});

/** POST /fortune/inbet/report_game_start: notes that the player opened an inbet game (FORTUNE_GAME_OFF while off). */
export const fortuneInbetReportGameStart = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/inbet/report_game_start',
  auth: 'required',
  request: z.object({ game_code: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: z.object({ recorded: z.boolean() }),
});
