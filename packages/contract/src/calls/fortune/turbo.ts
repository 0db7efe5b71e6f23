import * as z from 'zod/mini';
import { defineCall, PG_INT_MAX } from '../define.ts';
import { usdtAmountField, usdtText } from './common.ts';
import { initConf, initRequest } from './games.ts';

/**
 * turbo, Fortune's crash game (issue 17; math in packages/contract/src/games/turbo.ts, docs/fortune-games.md). Rounds
 * run on the server's clock for everyone at once; watchers follow them live at GET /fortune-live/turbo (Server-Sent
 * Events, each event a `turboState`). Multipliers are hundredths as text ("2.35").
 */

/**
 * GET /fortune/turbo/get_init_conf: opens the crash game (the studios' init confs' shape, calls/fortune/games.ts). Here
 * with turbo's other calls, so the game's page needs none of the catalogue's.
 */
export const fortuneTurboInitConf = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/turbo/get_init_conf',
  auth: 'required',
  request: initRequest,
  response: initConf,
});

export const turboBetView = z.object({
  /** Masked player name ("Li***"). */
  player: z.string(),
  amount: usdtText,
  auto_cashout: z.nullable(z.string()),
  cashout: z.nullable(z.string()),
  win: z.nullable(usdtText),
  status: z.enum(['open', 'placed', 'cashing', 'cashed', 'losing', 'lost', 'refused', 'refunding', 'refunded']),
});

export const turboState = z.object({
  game: z.number(),
  phase: z.enum(['betting', 'running', 'crashed']),
  /** The chain's published last link and salt: every game's hash leads to it. */
  commitment: z.string(),
  salt: z.string(),
  /** Epoch ms on the server's clock; `server_now` lets a client correct its own clock. */
  betting_ends_at: z.number(),
  started_at: z.nullable(z.number()),
  crashed_at: z.nullable(z.number()),
  server_now: z.number(),
  /** Shown once the game crashed: its crash point and hash. */
  crash: z.nullable(z.string()),
  hash: z.nullable(z.string()),
  bets: z.array(turboBetView),
  /** The last crash points, newest first. */
  history: z.array(z.object({ game: z.number(), crash: z.string() })),
  house_edge_percent: z.number(),
});
export type TurboState = z.infer<typeof turboState>;

/** GET /fortune/turbo/state: the current game as a watcher sees it, and the caller's own bet in it. */
export const fortuneTurboState = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/turbo/state',
  auth: 'optional',
  request: z.object({}),
  response: z.object({ state: turboState, mine: z.nullable(turboBetView) }),
});

/**
 * POST /fortune/turbo/bet: a bet in the game now taking bets (one per player per game), with the launch `token`, and
 * optionally an automatic cash-out multiplier. Needs an Idempotency-Key.
 */
export const fortuneTurboBet = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/turbo/bet',
  auth: 'required',
  idempotent: true,
  request: z.object({
    token: z.string().check(z.minLength(16), z.maxLength(128)),
    amount: usdtAmountField,
    auto_cashout: z.optional(z.string().check(z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Must be a multiplier like 2 or 1.5'))),
  }),
  response: z.object({ game: z.number(), bet: turboBetView, balance: usdtText }),
});

/** POST /fortune/turbo/cashout: cashes out the player's bet in the running game at the multiplier now. */
export const fortuneTurboCashout = defineCall({
  service: 'fortune',
  method: 'POST',
  path: '/fortune/turbo/cashout',
  auth: 'required',
  request: z.object({ game: z.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX)) }),
  response: z.object({ bet: turboBetView, balance: usdtText }),
});

/** GET /fortune/turbo/history: crashed games with their hashes, newest first, for the verifier. */
export const fortuneTurboHistory = defineCall({
  service: 'fortune',
  method: 'GET',
  path: '/fortune/turbo/history',
  auth: 'none',
  request: z.object({ before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX))) }),
  response: z.object({
    commitment: z.string(),
    salt: z.string(),
    chain_first_game: z.number(),
    games: z.array(z.object({ game: z.number(), crash: z.string(), hash: z.string(), at: z.number() })),
  }),
});
