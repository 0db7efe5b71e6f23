import { randomUUID } from 'node:crypto';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { WinDraw, WinGame, WinRoundView } from '@arcadia/contract/calls/win/common';
import { WIN_COIN, WIN_GAMES, WIN_MAX_BET, WIN_MIN_BET } from '@arcadia/contract/calls/win/common';
import {
  DICE_EDGE_BP,
  DICE_MAX_CHANCE_BP,
  DICE_MIN_CHANCE_BP,
  type DiceSide,
  diceMultiplierText,
  dicePayout,
  diceRoll,
  diceWins,
  fractionText,
} from '@arcadia/contract/games/dice';
import {
  guessRefusal,
  HILO_GUESSES,
  HILO_MAX_GUESSES,
  HILO_MAX_MULTIPLIER,
  type HiloGuess,
  hiloCard,
  hiloMultiplier,
  hiloPayout,
  replayHilo,
} from '@arcadia/contract/games/hilo';
import type { WalletResponse } from '@arcadia/contract/games/wallet-protocol';
import type { Db } from '../../db/client.ts';
import { balanceOf, inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { activeExclusion } from '../fortune/access.ts';
import { bumpNonce } from '../fortune/fair-repo.ts';
import { lockSeed, seedProof } from '../fortune/fair-service.ts';
import { assertWagerAllowed } from '../fortune/limits.ts';
import { seconds, usdtMinor, usdtText } from '../fortune/money-format.ts';
import { gameRules, limitsText, requireGameBet } from '../fortune-games/game-settings.ts';
import { launchGame } from '../game-wallet/launch.ts';
import type { GameProvider } from '../game-wallet/providers.ts';
import type { WalletClient } from '../studio/wallet-client.ts';
import { findUserById } from '../user/repo.ts';
import * as repo from './repo.ts';

/**
 * The main brand's win games, dice and hi-lo (docs/win.md). Each round is one round of the seamless wallet, played by
 * the in-house studio exactly as retiger is (services/studio/retiger-service.ts):
 *
 *   dice:  open -> (wallet bet) -> drawn (roll from the seed pair, one transaction with its nonce) -> (wallet win,
 *          "0" for a loss) -> settled
 *   hi-lo: open -> (wallet bet) -> playing (first card drawn) -> a correct guess draws the next card and stays
 *          playing; a wrong one -> drawn (win 0); a cash-out -> drawn (win = bet x multiplier) -> (wallet win) -> settled
 *
 * A round whose bet answer never came is refunded by recovery (open -> refunding -> refunded) and never drawn; a
 * drawn round whose win answer was lost has its win sent again; a hi-lo chain left playing for a day is cashed out.
 */

const RECOVER_AFTER_MS = 30_000;
const ABANDONED_HILO_MS = 24 * 3600 * 1000;
const MIN_BET = usdtMinor(WIN_MIN_BET);
const MAX_BET = usdtMinor(WIN_MAX_BET);
const COIN = WIN_COIN as CoinCode;
/** A token is reused while it has this long left to place bets. */
const TOKEN_MARGIN_MS = 10 * 60 * 1000;
const HISTORY_PAGE = 20;

export interface WinDeps {
  db: Db;
  wallet: WalletClient;
  provider: GameProvider;
  /** Markets (users.country_code) where the games are on (WIN_GAMES_MARKETS). */
  markets: ReadonlySet<string>;
  /** WIN_MIN_BET_SPACING_MS. */
  spacingMs: number;
}

type Block = { blocked: 'market' | 'excluded' | 'frozen'; until: Date | null } | null;

/** Why the player may not play now, if anything stops them. */
async function blockOf(deps: Pick<WinDeps, 'db' | 'markets'>, userId: number, now: Date): Promise<Block> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.frozenAt) return { blocked: 'frozen', until: null };
  if (!deps.markets.has(user.countryCode.toLowerCase())) return { blocked: 'market', until: null };
  const exclusion = await activeExclusion(deps.db, userId, now);
  if (exclusion) return { blocked: 'excluded', until: exclusion.endsAt };
  return null;
}

/**
 * What the main brand's games (win games, inbet) need to take a bet: an account that is not frozen, in a market of
 * WIN_GAMES_MARKETS, with no time-out or self-exclusion (which bind both brands). No Fortune registration. Returns the
 * player's market.
 */
export async function requireMainBrandPlay(
  deps: Pick<WinDeps, 'db' | 'markets'>,
  userId: number,
  now: Date,
): Promise<string> {
  const block = await blockOf(deps, userId, now);
  if (block?.blocked === 'frozen') throw new AppError('FORBIDDEN', 'This account cannot play now.');
  if (block?.blocked === 'market')
    throw new AppError('FORTUNE_GAME_OFF', 'These games are not available in your country.');
  if (block?.blocked === 'excluded')
    throw new AppError('FORTUNE_EXCLUDED', undefined, { ends_at: block.until ? seconds(block.until) : null });
  const user = await findUserById(deps.db, userId);
  return (user?.countryCode ?? 'vn').toLowerCase();
}

/** The stake, within the game's limits (the console's, docs/ops.md "Game settings"; else 0.01 to 100 USDT). */
async function stakeOf(deps: WinDeps, game: WinGame, amount: string): Promise<bigint> {
  const bet = usdtMinor(amount);
  await requireGameBet(deps.db, game, bet);
  return bet;
}

/** The server's floor between two bets of a player (auto-bet paces itself by it). */
async function assertPace(deps: WinDeps, userId: number, now: Date) {
  if (deps.spacingMs <= 0) return;
  const last = await repo.lastRoundAt(deps.db, userId);
  const wait = last ? last.getTime() + deps.spacingMs - now.getTime() : 0;
  if (wait > 0) throw new AppError('RATE_LIMITED', undefined, { retry_after_ms: wait });
}

/** The player's launch token for the game (one session of the in-house studio, reused while it lasts). */
async function tokenFor(deps: WinDeps, userId: number, game: WinGame, market: string, now: Date): Promise<string> {
  const found = await repo.liveToken(deps.db, userId, game, new Date(now.getTime() + TOKEN_MARGIN_MS));
  if (found) return found;
  const launch = await launchGame(
    deps.db,
    deps.provider,
    { userId, gameCode: game, market, lang: 'en', returnUrl: '/win' },
    now,
  );
  return launch.token;
}

const balance = async (deps: WinDeps, userId: number) => usdtText(await balanceOf(deps.db, { userId }, COIN));

async function answer(deps: WinDeps, row: repo.RoundRow) {
  return { round: await roundView(deps.db, row), balance: await balance(deps, row.userId) };
}

/** Opens a round (after the player's checks), or answers the round an earlier request with the key opened. */
async function openRound(
  deps: WinDeps,
  userId: number,
  game: WinGame,
  input: { amount: string; params: Record<string, unknown> },
  key: string,
  now: Date,
): Promise<repo.RoundRow> {
  const bet = await stakeOf(deps, game, input.amount);
  const market = await requireMainBrandPlay(deps, userId, now);
  await assertWagerAllowed(deps.db, userId, bet, now);
  await assertPace(deps, userId, now);
  const token = await tokenFor(deps, userId, game, market, now);
  try {
    return await repo.insertRound(deps.db, {
      roundId: `w${game[0]}-${randomUUID()}`,
      userId,
      game,
      token,
      bet,
      params: input.params,
      requestKey: key,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // The same key sent twice at once (or a second hi-lo chain): the first insert won; answer its round.
    const twin =
      (await repo.roundByKey(deps.db, userId, game, key)) ??
      (game === 'hilo' ? await repo.liveHilo(deps.db, userId) : undefined);
    if (!twin) throw error;
    return twin;
  }
}

/** Sends the bet of an open round; a refusal ends the round as `refused` and answers the reason. */
async function placeBet(deps: WinDeps, row: repo.RoundRow) {
  const reply = await deps.wallet.bet({
    token: row.token,
    transaction_id: `${row.roundId}:bet`,
    round_id: row.roundId,
    game_code: row.game,
    amount: String(row.bet),
  });
  if (reply.status !== 'OK') {
    await repo.moveRound(deps.db, row.id, 'open', 'refused');
    throw betRefusal(reply);
  }
}

/** Draws one value for a round at the player's current nonce, in the transaction that records it. */
async function drawIn(
  tx: Exec,
  userId: number,
  pick: (pair: { serverSeed: string; clientSeed: string; nonce: number }) => number,
) {
  const seed = await lockSeed(tx, userId);
  const value = pick({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce });
  await bumpNonce(tx, seed.id);
  return { value, seed_id: seed.id, nonce: seed.nonce } satisfies repo.StoredDraw;
}

const drawsOf = (row: repo.RoundRow) => row.draws as repo.StoredDraw[];
const guessesOf = (row: repo.RoundRow) => row.guesses as HiloGuess[];

// ---------------------------------------------------------------- dice

export async function rollDice(
  deps: WinDeps,
  userId: number,
  input: { amount: string; chance_bp: number; side: DiceSide },
  key: string,
  now = new Date(),
) {
  const earlier = await repo.roundByKey(deps.db, userId, 'dice', key);
  const row =
    earlier ??
    (await openRound(
      deps,
      userId,
      'dice',
      { amount: input.amount, params: { chance_bp: input.chance_bp, side: input.side } },
      key,
      now,
    ));
  return answer(deps, await finishDice(deps, row));
}

/** Takes a dice round from wherever it stopped to its end: bet, roll, win. */
async function finishDice(deps: WinDeps, row: repo.RoundRow): Promise<repo.RoundRow> {
  let round = row;
  if (round.status === 'open') {
    await placeBet(deps, round);
    round = await inTransaction(deps.db, async (tx) => {
      const draw = await drawIn(tx, round.userId, diceRoll);
      const locked = await repo.lockRound(tx, round.id);
      // Recovery refunds a round it found open: such a round is never drawn afterwards (the nonce stays unused).
      if (locked.status !== 'open') throw new Retry(locked);
      const { chance_bp, side } = locked.params as { chance_bp: number; side: DiceSide };
      const won = diceWins(draw.value, chance_bp, side);
      return repo.updateRound(tx, locked.id, {
        status: 'drawn',
        draws: [draw],
        win: won ? dicePayout(locked.bet, chance_bp) : 0n,
      });
    }).catch(retried);
  }
  return settle(deps, round);
}

/** A transaction that found the round moved on: rolled back, and the round answered as it is. */
class Retry extends Error {
  readonly row: repo.RoundRow;
  constructor(row: repo.RoundRow) {
    super('round moved on');
    this.row = row;
  }
}
function retried(error: unknown): repo.RoundRow {
  if (error instanceof Retry) return error.row;
  throw error;
}

/** Pays a drawn round's win (closing the wallet round) and marks it settled. */
async function settle(deps: WinDeps, row: repo.RoundRow): Promise<repo.RoundRow> {
  if (row.status !== 'drawn') return row;
  const reply = await sendWin(deps, row);
  if (reply.status === 'OK' && (await repo.moveRound(deps.db, row.id, 'drawn', 'settled')))
    return { ...row, status: 'settled' };
  return (await repo.roundById(deps.db, row.id)) as repo.RoundRow;
}

function sendWin(deps: WinDeps, row: repo.RoundRow): Promise<WalletResponse> {
  return deps.wallet.win({
    token: row.token,
    transaction_id: `${row.roundId}:win`,
    round_id: row.roundId,
    game_code: row.game,
    amount: String(row.win ?? 0n),
    round_closed: true,
  });
}

// ---------------------------------------------------------------- hi-lo

export async function startHilo(
  deps: WinDeps,
  userId: number,
  input: { amount: string },
  key: string,
  now = new Date(),
) {
  const row =
    (await repo.roundByKey(deps.db, userId, 'hilo', key)) ??
    (await repo.liveHilo(deps.db, userId)) ??
    (await openRound(deps, userId, 'hilo', { amount: input.amount, params: {} }, key, now));
  return answer(deps, await finishStart(deps, row));
}

async function finishStart(deps: WinDeps, row: repo.RoundRow): Promise<repo.RoundRow> {
  if (row.status !== 'open') return settle(deps, row);
  await placeBet(deps, row);
  return inTransaction(deps.db, async (tx) => {
    const draw = await drawIn(tx, row.userId, hiloCard);
    const locked = await repo.lockRound(tx, row.id);
    if (locked.status !== 'open') throw new Retry(locked);
    return repo.updateRound(tx, locked.id, { status: 'playing', draws: [draw] });
  }).catch(retried);
}

async function ownRound(deps: WinDeps, userId: number, id: number, game: WinGame): Promise<repo.RoundRow> {
  const row = await repo.roundById(deps.db, id);
  if (!row || row.userId !== userId || row.game !== game) throw new AppError('NOT_FOUND', 'No such round.');
  return row;
}

export async function guessHilo(deps: WinDeps, userId: number, input: { id: number; step: number; guess: HiloGuess }) {
  const row = await ownRound(deps, userId, input.id, 'hilo');
  const played = guessesOf(row).length;
  // A repeat of a step already played answers the round as it is.
  if (input.step < played) return answer(deps, await settle(deps, row));
  if (row.status !== 'playing') throw new AppError('FORTUNE_ROUND_OVER', 'This round is over.');
  if (input.step > played) throw fieldError({ step: [`The round is at step ${played}`] });
  const { steps, rank } = replayHilo(cardsOf(row), guessesOf(row));
  const refusal = guessRefusal(steps, rank, input.guess);
  if (refusal === 'impossible') throw fieldError({ guess: ['This guess cannot win from this card'] });
  if (refusal === 'cap') throw fieldError({ guess: ['The multiplier is at its cap: cash out'] });
  const next = await inTransaction(deps.db, async (tx) => {
    const draw = await drawIn(tx, userId, hiloCard);
    const locked = await repo.lockRound(tx, row.id);
    if (locked.status !== 'playing' || guessesOf(locked).length !== input.step) throw new Retry(locked);
    const guesses = [...guessesOf(locked), input.guess];
    const draws = [...drawsOf(locked), draw];
    const replay = replayHilo(
      draws.map((d) => d.value),
      guesses,
    );
    return repo.updateRound(tx, locked.id, {
      guesses,
      draws,
      ...(replay.lost ? { status: 'drawn', win: 0n } : {}),
    });
  }).catch(retried);
  return answer(deps, await settle(deps, next));
}

export async function cashoutHilo(deps: WinDeps, userId: number, input: { id: number }, now = new Date()) {
  const row = await ownRound(deps, userId, input.id, 'hilo');
  if (row.status === 'playing' && guessesOf(row).length === 0)
    throw fieldError({ id: ['Guess at least once before cashing out'] });
  return answer(deps, await cashOut(deps, row, now));
}

/** Ends a playing chain at its multiplier (recovery does it with no guess too: 0.99 of the stake). */
async function cashOut(deps: WinDeps, row: repo.RoundRow, _now: Date): Promise<repo.RoundRow> {
  if (row.status !== 'playing') return settle(deps, row);
  const drawn = await inTransaction(deps.db, async (tx) => {
    const locked = await repo.lockRound(tx, row.id);
    if (locked.status !== 'playing') throw new Retry(locked);
    const { steps } = replayHilo(cardsOf(locked), guessesOf(locked));
    return repo.updateRound(tx, locked.id, { status: 'drawn', win: hiloPayout(locked.bet, steps) });
  }).catch(retried);
  return settle(deps, drawn);
}

const cardsOf = (row: repo.RoundRow) => drawsOf(row).map((d) => d.value);

// ---------------------------------------------------------------- recovery, history, views

/**
 * Finishes rounds a crash or a lost answer left behind: a drawn round gets its win again; an open one (its bet may or
 * may not have been taken) is marked refunding first, so it can never be drawn, then refunded; a hi-lo chain left
 * playing for ABANDONED_HILO_MS is cashed out at its multiplier.
 */
export async function recoverRounds(deps: WinDeps, now = new Date()): Promise<number> {
  let finished = 0;
  const stale = await repo.unfinishedRounds(
    deps.db,
    ['open', 'drawn', 'refunding'],
    new Date(now.getTime() - RECOVER_AFTER_MS),
    100,
  );
  for (const row of stale) {
    if (row.status === 'drawn') {
      if ((await settle(deps, row)).status === 'settled') finished++;
      continue;
    }
    if (row.status === 'open' && !(await repo.moveRound(deps.db, row.id, 'open', 'refunding'))) continue;
    const reply = await deps.wallet.refund({
      token: row.token,
      transaction_id: `${row.roundId}:refund`,
      round_id: row.roundId,
      bet_transaction_id: `${row.roundId}:bet`,
    });
    if (reply.status === 'OK' && (await repo.moveRound(deps.db, row.id, 'refunding', 'refunded'))) finished++;
  }
  const abandoned = await repo.unfinishedRounds(deps.db, ['playing'], new Date(now.getTime() - ABANDONED_HILO_MS), 100);
  for (const row of abandoned) if ((await cashOut(deps, row, now)).status === 'settled') finished++;
  return finished;
}

export async function history(deps: WinDeps, userId: number, page: number, game: WinGame | undefined) {
  const rows = await repo.roundsOf(deps.db, userId, game, HISTORY_PAGE + 1, (page - 1) * HISTORY_PAGE);
  const shown = rows.slice(0, HISTORY_PAGE);
  const seeds = await repo.seedsById(
    deps.db,
    shown.flatMap((r) => drawsOf(r).map((d) => d.seed_id)),
  );
  return { rounds: shown.map((r) => viewWith(r, seeds)), page, has_more: rows.length > HISTORY_PAGE };
}

/** A finished round by id, for the public verifier. */
export async function publicRound(deps: WinDeps, id: number) {
  const row = await repo.roundById(deps.db, id);
  if (!row || !['drawn', 'settled'].includes(row.status)) throw new AppError('NOT_FOUND', 'No such round.');
  return { round: await roundView(deps.db, row) };
}

export async function winConfig(deps: WinDeps, userId: number, now = new Date()) {
  const [rules, block, live, wins] = await Promise.all([
    gameRules(deps.db),
    blockOf(deps, userId, now),
    repo.liveHilo(deps.db, userId),
    repo.bigWins(deps.db, 8),
  ]);
  const seed = await inTransaction(deps.db, (tx) => lockSeed(tx, userId));
  return {
    balance: await balance(deps, userId),
    coin: WIN_COIN,
    blocked: block?.blocked ?? null,
    blocked_until: block?.until ? seconds(block.until) : null,
    ...limitsText(rules.game('dice') ?? { minBet: MIN_BET, maxBet: MAX_BET }),
    limits: Object.fromEntries(
      WIN_GAMES.map((g) => {
        const rule = rules.game(g) ?? { enabled: true, minBet: MIN_BET, maxBet: MAX_BET };
        return [g, { on: rules.open('inhouse', g), ...limitsText(rule) }];
      }),
    ),
    min_bet_spacing_ms: deps.spacingMs,
    edge_percent: fractionText(BigInt(DICE_EDGE_BP), 100n, 2),
    dice: { min_chance_bp: DICE_MIN_CHANCE_BP, max_chance_bp: DICE_MAX_CHANCE_BP },
    hilo: { max_multiplier: String(HILO_MAX_MULTIPLIER), max_guesses: HILO_MAX_GUESSES },
    seed: seedProof(seed),
    hilo_round: live ? await roundView(deps.db, live) : null,
    big_wins: wins.map((w) => ({
      game: w.game,
      name: maskName(w.name),
      win: usdtText(w.win ?? 0n),
      multiplier: fractionText(w.win ?? 0n, w.bet, 2),
      at: seconds(w.at),
    })),
  };
}

/** "Nguyễn Thu Hà" -> "Ng***à": enough to feel real, not enough to find someone. */
function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 2) return `${chars[0] ?? '*'}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

async function roundView(db: Exec, row: repo.RoundRow): Promise<WinRoundView> {
  return viewWith(
    row,
    await repo.seedsById(
      db,
      drawsOf(row).map((d) => d.seed_id),
    ),
  );
}

function viewWith(row: repo.RoundRow, seeds: Map<number, repo.SeedRow>): WinRoundView {
  const draws: WinDraw[] = drawsOf(row).map((d) => {
    const seed = seeds.get(d.seed_id);
    return {
      value: d.value,
      proof: {
        server_seed_hash: seed?.serverSeedHash ?? '',
        server_seed: seed?.revealedAt ? seed.serverSeed : null,
        client_seed: seed?.clientSeed ?? '',
        nonce: d.nonce,
      },
    };
  });
  const base = {
    id: row.id,
    game: row.game as WinGame,
    bet: usdtText(row.bet),
    win: usdtText(row.win ?? 0n),
    status: row.status as WinRoundView['status'],
    draws,
    at: seconds(row.createdAt),
  };
  if (row.game === 'dice') {
    const { chance_bp, side } = row.params as { chance_bp: number; side: DiceSide };
    const roll = draws[0]?.value;
    const won = roll === undefined ? null : diceWins(roll, chance_bp, side);
    return {
      ...base,
      multiplier: won ? diceMultiplierText(chance_bp) : '0.0000',
      dice: { chance_bp, side, won },
      hilo: null,
    };
  }
  const guesses = guessesOf(row);
  const cards = draws.map((d) => d.value);
  const replay = cards.length > 0 ? replayHilo(cards, guesses) : { steps: [], lost: false, rank: 0 };
  const m = hiloMultiplier(replay.steps);
  const text = (f: { num: bigint; den: bigint }) => fractionText(f.num, f.den, 4);
  const next =
    row.status === 'playing'
      ? (Object.fromEntries(
          HILO_GUESSES.map((g) => [
            g,
            guessRefusal(replay.steps, replay.rank, g) === null
              ? text(hiloMultiplier([...replay.steps, { rank: replay.rank, guess: g }]))
              : null,
          ]),
        ) as { higher: string | null; lower: string | null; equal: string | null })
      : null;
  return {
    ...base,
    multiplier: replay.lost ? '0.0000' : text(m),
    dice: null,
    hilo: { guesses, lost: replay.lost, next },
  };
}

function betRefusal(reply: WalletResponse): AppError {
  if (reply.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE');
  if (reply.status === 'BET_NOT_ALLOWED')
    return new AppError('FORTUNE_EXCLUDED', 'Betting is not allowed on this account right now.');
  return new AppError('UNAVAILABLE', 'The game could not take the bet; please try again.');
}
