import { EventEmitter } from 'node:events';
import type { TurboState } from '@arcadia/contract/calls/fortune/turbo';
import {
  crashPointHundredths,
  msUntil,
  multiplierAt,
  multiplierText,
  TURBO_HOUSE_EDGE_PERCENT,
} from '@arcadia/contract/games/turbo';
import type { WalletResponse } from '@arcadia/contract/games/wallet-protocol';
import type { Settings } from '../../config-schema.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { requirePlay } from '../fortune/access.ts';
import { assertWagerAllowed } from '../fortune/limits.ts';
import { usdtMinor, usdtText } from '../fortune/money-format.ts';
import { maskName } from '../fortune/money-service.ts';
import { requireGameBet } from '../fortune-games/game-settings.ts';
import type { StudioDeps } from './retiger-service.ts';
import { chainFor, gameHash } from './turbo-chain.ts';
import * as repo from './turbo-repo.ts';

/**
 * turbo, the crash game of the in-house studio (docs/fortune-games.md, "turbo"). One engine moves the games on the
 * server's clock (tick): betting -> running -> crashed -> (pause) -> the next game. Each player's bet is a round of
 * the seamless wallet, `turbo-<game>-<user>`: the stake is its bet, the cash-out its win, a crash a win of "0"; every
 * message is idempotent, so recovery simply sends again what a crash or a lost answer left unfinished.
 */

export interface TurboSettings {
  bettingMs: number;
  pauseMs: number;
  chainLength: number;
  salt: string;
}

/** Published in development only; production sets TURBO_SALT (say, a future Bitcoin block's hash) before its first game. */
const DEV_SALT = 'arcadia-turbo-development-salt';

export function turboSettingsFrom(
  env: Pick<Settings, 'TURBO_SALT' | 'TURBO_BETTING_MS' | 'TURBO_PAUSE_MS' | 'TURBO_CHAIN_LENGTH'>,
  production: boolean,
): TurboSettings {
  const salt = env.TURBO_SALT ?? (production ? '' : DEV_SALT);
  if (!salt) throw new Error('TURBO_SALT must be set in production (publish it before the first game)');
  return {
    bettingMs: env.TURBO_BETTING_MS,
    pauseMs: env.TURBO_PAUSE_MS,
    chainLength: env.TURBO_CHAIN_LENGTH,
    salt,
  };
}

const SHOWN_BETS = 50;
const SHOWN_HISTORY = 20;
const RECOVER_AFTER_MS = 30_000;

export interface Turbo {
  deps: StudioDeps;
  settings: TurboSettings;
  events: EventEmitter;
}

export function createTurbo(deps: StudioDeps, settings: TurboSettings): Turbo {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return { deps, settings, events };
}

const roundOf = (bet: Pick<repo.BetRow, 'game' | 'userId'>) => `turbo-${bet.game}-${bet.userId}`;

/** Moves the current game on to where `now` says it should be, settling what that ends. */
export async function tick(turbo: Turbo, now = new Date()): Promise<void> {
  const db = turbo.deps.db;
  let game = await repo.latestGame(db);
  if (
    !game ||
    (game.phase === 'crashed' && now.getTime() >= (game.crashedAt as Date).getTime() + turbo.settings.pauseMs)
  ) {
    const number = (game?.game ?? 0) + 1;
    const chain = await chainFor(db, number, turbo.settings.chainLength, turbo.settings.salt);
    const hash = gameHash(chain, number) as string;
    game =
      (await repo.insertGame(db, {
        game: number,
        chainId: chain.id,
        hash,
        crash: crashPointHundredths(hash, chain.salt),
        phase: 'betting',
        bettingEndsAt: new Date(now.getTime() + turbo.settings.bettingMs),
      })) ?? (await repo.latestGame(db));
    turbo.events.emit('change');
  }
  if (!game) return;
  if (game.phase === 'betting' && now >= game.bettingEndsAt) {
    game = (await repo.moveGame(db, game.game, 'betting', { phase: 'running', startedAt: game.bettingEndsAt })) ?? game;
    turbo.events.emit('change');
  }
  if (game.phase !== 'running' || !game.startedAt) return;
  const started = game.startedAt.getTime();
  for (const bet of await repo.betsOfGame(db, game.game, ['placed'])) {
    if (bet.autoCashout && bet.autoCashout < game.crash && started + msUntil(bet.autoCashout) <= now.getTime())
      await cashOutAt(turbo, bet, bet.autoCashout);
  }
  const crashesAt = started + msUntil(game.crash);
  if (now.getTime() < crashesAt) return;
  const crashed = await repo.moveGame(db, game.game, 'running', { phase: 'crashed', crashedAt: new Date(crashesAt) });
  if (!crashed) return;
  turbo.events.emit('change');
  for (const bet of await repo.betsOfGame(db, game.game, ['placed'])) await lose(turbo, bet);
}

export async function placeBet(
  turbo: Turbo,
  userId: number,
  input: { token: string; amount: string; auto_cashout?: string | undefined },
  key: string,
  now = new Date(),
) {
  const earlier = await repo.betByKey(turbo.deps.db, userId, key);
  if (earlier) return betAnswer(turbo, earlier);
  const amount = usdtMinor(input.amount);
  // The console's switch and limits (docs/ops.md "Game settings"; by default 0.1 to 100 USDT).
  await requireGameBet(turbo.deps.db, 'turbo', amount);
  const auto = input.auto_cashout === undefined ? null : Math.round(Number(input.auto_cashout) * 100);
  if (auto !== null && (auto < 101 || auto > 1_000_000)) throw fieldError({ auto_cashout: ['Between 1.01 and 10000'] });
  const game = await repo.latestGame(turbo.deps.db);
  if (game?.phase !== 'betting' || now >= game.bettingEndsAt) throw new AppError('FORTUNE_ROUND_OVER');
  await requirePlay(turbo.deps.db, userId, now);
  await assertWagerAllowed(turbo.deps.db, userId, amount, now);
  const existing = await repo.betOf(turbo.deps.db, game.game, userId);
  if (existing) return sameRequest(turbo, existing, key);
  let bet: repo.BetRow;
  try {
    bet = await repo.insertBet(turbo.deps.db, {
      game: game.game,
      userId,
      token: input.token,
      amount,
      autoCashout: auto,
      requestKey: key,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    const twin = await repo.betOf(turbo.deps.db, game.game, userId);
    if (twin) return sameRequest(turbo, twin, key);
    throw error;
  }
  const answer = await turbo.deps.wallet.bet({
    token: bet.token,
    transaction_id: `${roundOf(bet)}:bet`,
    round_id: roundOf(bet),
    game_code: 'turbo',
    amount: String(bet.amount),
  });
  if (answer.status !== 'OK') {
    await repo.moveBet(turbo.deps.db, bet.id, 'open', 'refused');
    throw refusal(answer);
  }
  const placed = (await repo.moveBet(turbo.deps.db, bet.id, 'open', 'placed')) ?? bet;
  turbo.events.emit('change');
  return { game: placed.game, bet: betView(placed, ''), balance: usdtText(BigInt(answer.balance ?? 0)) };
}

/** The player's bet in this game answers a retry of its own request; any other request is a second bet. */
function sameRequest(turbo: Turbo, bet: repo.BetRow, key: string) {
  if (bet.requestKey !== key) throw fieldError({ amount: ['You already have a bet in this game.'] });
  return betAnswer(turbo, bet);
}

async function betAnswer(turbo: Turbo, bet: repo.BetRow) {
  const balance = (await turbo.deps.wallet.balance(bet.token)).balance;
  return { game: bet.game, bet: betView(bet, ''), balance: usdtText(BigInt(balance ?? 0)) };
}

/** Cashes out the player's bet in the running game at the multiplier the server's clock gives now. */
export async function cashOut(turbo: Turbo, userId: number, gameNumber: number, now = new Date()) {
  const game = await repo.gameByNumber(turbo.deps.db, gameNumber);
  const bet = await repo.betOf(turbo.deps.db, gameNumber, userId);
  if (!game || !bet) throw new AppError('NOT_FOUND');
  if (game.phase !== 'running' || !game.startedAt || bet.status !== 'placed') throw new AppError('FORTUNE_ROUND_OVER');
  const at = multiplierAt(now.getTime() - game.startedAt.getTime());
  if (at >= game.crash) throw new AppError('FORTUNE_ROUND_OVER');
  const answer = await cashOutAt(turbo, bet, Math.max(100, at));
  if (!answer) throw new AppError('FORTUNE_ROUND_OVER');
  return answer;
}

async function cashOutAt(turbo: Turbo, bet: repo.BetRow, at: number) {
  const win = (bet.amount * BigInt(at)) / 100n;
  const cashing = await repo.moveBet(turbo.deps.db, bet.id, 'placed', 'cashing', { cashout: at, win });
  if (!cashing) return undefined;
  turbo.events.emit('change');
  const answer = await sendWin(turbo, cashing);
  const done = answer.status === 'OK' ? await repo.moveBet(turbo.deps.db, bet.id, 'cashing', 'cashed') : undefined;
  return { bet: betView(done ?? cashing, ''), balance: usdtText(BigInt(answer.balance ?? 0)) };
}

async function lose(turbo: Turbo, bet: repo.BetRow) {
  const losing = await repo.moveBet(turbo.deps.db, bet.id, 'placed', 'losing', { win: 0n });
  if (!losing) return;
  if ((await sendWin(turbo, losing)).status === 'OK') await repo.moveBet(turbo.deps.db, bet.id, 'losing', 'lost');
}

function sendWin(turbo: Turbo, bet: repo.BetRow): Promise<WalletResponse> {
  return turbo.deps.wallet.win({
    token: bet.token,
    transaction_id: `${roundOf(bet)}:win`,
    round_id: roundOf(bet),
    game_code: 'turbo',
    amount: String(bet.win ?? 0n),
    round_closed: true,
  });
}

/**
 * Finishes bets a crash or a lost answer left behind: a cash-out or a loss is sent again; a bet whose answer never
 * came is refunded (refunding first, so it can no longer cash out); a bet taken as its game ended lost.
 */
export async function recoverBets(turbo: Turbo, now = new Date()): Promise<number> {
  const db = turbo.deps.db;
  let finished = 0;
  for (const bet of await repo.placedInCrashedGames(db, 100)) {
    await lose(turbo, bet);
    finished++;
  }
  for (const bet of await repo.staleBets(db, new Date(now.getTime() - RECOVER_AFTER_MS), 100)) {
    if (bet.status === 'cashing' || bet.status === 'losing') {
      const to = bet.status === 'cashing' ? 'cashed' : 'lost';
      if ((await sendWin(turbo, bet)).status === 'OK' && (await repo.moveBet(db, bet.id, bet.status, to))) finished++;
      continue;
    }
    if (bet.status === 'open' && !(await repo.moveBet(db, bet.id, 'open', 'refunding'))) continue;
    const answer = await turbo.deps.wallet.refund({
      token: bet.token,
      transaction_id: `${roundOf(bet)}:refund`,
      round_id: roundOf(bet),
      bet_transaction_id: `${roundOf(bet)}:bet`,
    });
    if (answer.status === 'OK' && (await repo.moveBet(db, bet.id, 'refunding', 'refunded'))) finished++;
  }
  return finished;
}

/** The current game as watchers see it: the crash point and hash only once it crashed. */
export async function turboState(turbo: Turbo, now = new Date()): Promise<TurboState> {
  const db = turbo.deps.db;
  const game = await repo.latestGame(db);
  if (!game) {
    await tick(turbo, now);
    return turboState(turbo, now);
  }
  const chain = await chainOf(turbo, game.chainId);
  const crashed = game.phase === 'crashed';
  const bets = await repo.shownBets(db, game.game, SHOWN_BETS);
  const history = await repo.crashedGames(db, undefined, SHOWN_HISTORY);
  return {
    game: game.game,
    phase: game.phase as TurboState['phase'],
    commitment: chain.commitment,
    salt: chain.salt,
    betting_ends_at: game.bettingEndsAt.getTime(),
    started_at: game.startedAt?.getTime() ?? null,
    crashed_at: game.crashedAt?.getTime() ?? null,
    server_now: now.getTime(),
    crash: crashed ? multiplierText(game.crash) : null,
    hash: crashed ? game.hash : null,
    bets: bets.map((b) => betView(b.bet, maskName(b.name))),
    history: history.map((g) => ({ game: g.game, crash: multiplierText(g.crash) })),
    house_edge_percent: TURBO_HOUSE_EDGE_PERCENT,
  };
}

export async function myBet(turbo: Turbo, userId: number, game: number) {
  const bet = await repo.betOf(turbo.deps.db, game, userId);
  return bet ? betView(bet, '') : null;
}

export async function turboHistory(turbo: Turbo, before: number | undefined) {
  const games = await repo.crashedGames(turbo.deps.db, before, 100);
  const latest = games[0] ?? (await repo.latestGame(turbo.deps.db));
  if (!latest) throw new AppError('NOT_FOUND');
  const chain = await chainOf(turbo, latest.chainId);
  return {
    commitment: chain.commitment,
    salt: chain.salt,
    chain_first_game: chain.firstGame,
    games: games
      .filter((g) => g.chainId === chain.id)
      .map((g) => ({ game: g.game, crash: multiplierText(g.crash), hash: g.hash, at: g.crashedAt?.getTime() ?? 0 })),
  };
}

async function chainOf(turbo: Turbo, id: number) {
  const chain = await repo.chainById(turbo.deps.db, id);
  if (!chain) throw new Error(`turbo chain ${id} is missing`);
  return chain;
}

function betView(bet: repo.BetRow, player: string) {
  return {
    player,
    amount: usdtText(bet.amount),
    auto_cashout: bet.autoCashout === null ? null : multiplierText(bet.autoCashout),
    cashout: bet.cashout === null ? null : multiplierText(bet.cashout),
    win: bet.win === null ? null : usdtText(bet.win),
    status: bet.status as TurboState['bets'][number]['status'],
  };
}

function refusal(answer: WalletResponse): AppError {
  if (answer.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE');
  if (answer.status === 'TOKEN_EXPIRED' || answer.status === 'INVALID_TOKEN')
    return fieldError({ token: ['This game session ended: open the game again.'] });
  return new AppError('FORTUNE_EXCLUDED', 'Betting is not allowed on this account right now.');
}
