import { randomUUID } from 'node:crypto';
import type { RetigerSpinView } from '@arcadia/contract/calls/fortune/retiger';
import {
  RETIGER,
  RETIGER_PUBLISHED_RTP,
  type RetigerOutcome,
  retigerPayout,
  retigerSpin,
  retigerTotalBet,
} from '@arcadia/contract/games/retiger';
import type { WalletResponse } from '@arcadia/contract/games/wallet-protocol';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { requirePlay } from '../fortune/access.ts';
import { bumpNonce } from '../fortune/fair-repo.ts';
import { lockSeed } from '../fortune/fair-service.ts';
import { assertWagerAllowed } from '../fortune/limits.ts';
import { marketRules } from '../fortune/markets.ts';
import { seconds, usdtMinor, usdtText } from '../fortune/money-format.ts';
import type { LobbyDeps } from '../fortune-games/deps.ts';
import { gameRules, requireGameBet } from '../fortune-games/game-settings.ts';
import { gameOfPath, initConf } from '../fortune-games/lobby-service.ts';
import * as repo from './spin-repo.ts';
import type { WalletClient } from './wallet-client.ts';

/**
 * The in-house studio's slot, retiger (docs/fortune-games.md, "A spin"). A spin is a round of the seamless wallet:
 *
 *   open      the spin row is written, then the bet is sent (transaction `<round>:bet`)
 *   drawn     the wallet took the bet; the board is drawn from the player's seed pair and nonce (one transaction)
 *   settled   the win (transaction `<round>:win`, closing the round; "0" for a losing board) was paid
 *
 * The board is drawn only after the stake is taken, so no outcome is ever known to us for a bet that was not placed.
 * A spin whose bet answer never came is refunded by recovery (`refunding` -> `refunded`), never drawn after that;
 * a drawn spin whose win answer was lost has its win sent again. Both wallet messages are idempotent.
 */

const GAME = 'retiger';
/** Line bets offered, USDT; the stake is line bet x 5 lines (0.05 to 10 USDT). */
const LINE_BETS = ['0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '2'] as const;
/** A spin unfinished this long is taken over by recovery. */
const RECOVER_AFTER_MS = 30_000;

export interface StudioDeps extends LobbyDeps {
  wallet: WalletClient;
}

export async function retigerInitConf(deps: StudioDeps, userId: number, lang: string, now = new Date()) {
  const conf = await initConf(deps, userId, gameOfPath(GAME, undefined), lang, now);
  const player = await requirePlay(deps.db, userId, now);
  const rules = await marketRules(deps.db, player.market);
  const limits = (await gameRules(deps.db)).game(GAME);
  const stake = (line: string) => retigerTotalBet(usdtMinor(line));
  return {
    ...conf,
    slot: {
      line_bets: LINE_BETS.filter((l) => !limits || (stake(l) >= limits.minBet && stake(l) <= limits.maxBet)),
      line_count: RETIGER.lineCount,
      lines: RETIGER.lines.map((l) => [...l]),
      symbols: [...RETIGER.symbols],
      wild: RETIGER.wild,
      paytable: { ...RETIGER.paytable },
      strips: RETIGER.strips.map((s) => [...s]),
      multipliers: RETIGER.multipliers.map((value, i) => ({ value, weight: RETIGER.multiplierWeights[i] ?? 0 })),
      max_win_total_bets: RETIGER.maxWinTotalBets,
      rtp: RETIGER_PUBLISHED_RTP.percent,
      min_spin_ms: rules.minSpinMs,
      autoplay: rules.autoplay,
      turbo: rules.turbo,
    },
  };
}

export async function spin(
  deps: StudioDeps,
  userId: number,
  input: { token: string; line_bet: string },
  key: string,
  now = new Date(),
): Promise<{ spin: RetigerSpinView; balance: string }> {
  const earlier = await repo.spinByKey(deps.db, userId, GAME, key);
  if (earlier) return finish(deps, earlier);
  if (!(LINE_BETS as readonly string[]).includes(normalise(input.line_bet)))
    throw fieldError({ line_bet: [`Must be one of ${LINE_BETS.join(', ')}`] });
  const lineBet = usdtMinor(input.line_bet);
  const bet = retigerTotalBet(lineBet);
  // The console's switch and limits on the stake (docs/ops.md "Game settings"), named per line for the player.
  await requireGameBet(deps.db, GAME, bet, 'line_bet', BigInt(RETIGER.lineCount));
  const player = await requirePlay(deps.db, userId, now);
  await assertWagerAllowed(deps.db, userId, bet, now);
  await assertSpinPace(deps, userId, player.market, now);
  let row: repo.SpinRow;
  try {
    row = await repo.insertSpin(deps.db, {
      roundId: `rt-${randomUUID()}`,
      userId,
      game: GAME,
      token: input.token,
      lineBet,
      bet,
      requestKey: key,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // The same key sent twice at once: the first insert won; answer its spin.
    const twin = await repo.spinByKey(deps.db, userId, GAME, key);
    if (!twin) throw error;
    row = twin;
  }
  return finish(deps, row);
}

/** Takes a spin from wherever it stopped to its end: bet, draw, win. */
async function finish(deps: StudioDeps, row: repo.SpinRow): Promise<{ spin: RetigerSpinView; balance: string }> {
  let spin = row;
  let balance: string | undefined;
  if (spin.status === 'open') {
    const answer = await deps.wallet.bet({
      token: spin.token,
      transaction_id: `${spin.roundId}:bet`,
      round_id: spin.roundId,
      game_code: GAME,
      amount: String(spin.bet),
    });
    if (answer.status !== 'OK') {
      await repo.moveSpin(deps.db, spin.id, 'open', 'refused');
      throw betRefusal(answer);
    }
    spin = await draw(deps, spin.id);
  }
  if (spin.status === 'drawn') {
    const answer = await sendWin(deps, spin);
    if (answer.status === 'OK') {
      await repo.moveSpin(deps.db, spin.id, 'drawn', 'settled');
      spin = { ...spin, status: 'settled' };
      balance = answer.balance;
    }
  }
  balance ??= (await deps.wallet.balance(spin.token)).balance;
  const withSeed = await repo.spinWithSeed(deps.db, spin.id);
  return { spin: spinView(withSeed as repo.SpinWithSeed), balance: usdtText(BigInt(balance ?? 0)) };
}

/** Draws the board for an open spin whose bet was taken, in one transaction with the nonce it used. */
async function draw(deps: StudioDeps, spinId: number): Promise<repo.SpinRow> {
  return inTransaction(deps.db, async (tx) => {
    const seed = await lockSeed(tx, (await repo.lockSpin(tx, spinId)).userId);
    const spin = await repo.lockSpin(tx, spinId);
    // Recovery refunds a spin it found open: such a spin is never drawn afterwards.
    if (spin.status !== 'open') return spin;
    const outcome = retigerSpin({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce });
    await bumpNonce(tx, seed.id);
    return repo.updateSpin(tx, spin.id, {
      status: 'drawn',
      seedId: seed.id,
      nonce: seed.nonce,
      outcome,
      win: retigerPayout(spin.lineBet, outcome),
    });
  });
}

function sendWin(deps: StudioDeps, spin: repo.SpinRow): Promise<WalletResponse> {
  return deps.wallet.win({
    token: spin.token,
    transaction_id: `${spin.roundId}:win`,
    round_id: spin.roundId,
    game_code: GAME,
    amount: String(spin.win ?? 0n),
    round_closed: true,
  });
}

/**
 * Finishes spins a crash or a lost answer left behind: a drawn spin gets its win again; an open one (its bet may or
 * may not have been taken) is marked refunding first, so it can never be drawn, then refunded.
 */
export async function recoverSpins(deps: StudioDeps, now = new Date()): Promise<number> {
  const stale = await repo.unfinishedSpins(deps.db, new Date(now.getTime() - RECOVER_AFTER_MS), 100);
  let finished = 0;
  for (const spin of stale) {
    if (spin.status === 'drawn') {
      if ((await sendWin(deps, spin)).status === 'OK' && (await repo.moveSpin(deps.db, spin.id, 'drawn', 'settled')))
        finished++;
      continue;
    }
    if (spin.status === 'open' && !(await repo.moveSpin(deps.db, spin.id, 'open', 'refunding'))) continue;
    const answer = await deps.wallet.refund({
      token: spin.token,
      transaction_id: `${spin.roundId}:refund`,
      round_id: spin.roundId,
      bet_transaction_id: `${spin.roundId}:bet`,
    });
    if (answer.status === 'OK' && (await repo.moveSpin(deps.db, spin.id, 'refunding', 'refunded'))) finished++;
  }
  return finished;
}

export async function history(deps: StudioDeps, userId: number, page: number) {
  const size = 20;
  const rows = await repo.spinsOf(deps.db, userId, size + 1, (page - 1) * size);
  return { spins: rows.slice(0, size).map(spinView), page, has_more: rows.length > size };
}

/** Any spin by id for the public verifier; spins that drew no board are not shown. */
export async function publicSpin(deps: StudioDeps, id: number) {
  const found = await repo.spinWithSeed(deps.db, id);
  if (!found?.spin.outcome) throw new AppError('NOT_FOUND');
  return { spin: spinView(found) };
}

function spinView({ spin, seed }: repo.SpinWithSeed): RetigerSpinView {
  const outcome = spin.outcome as RetigerOutcome | null;
  return {
    id: spin.id,
    round_id: spin.roundId,
    line_bet: usdtText(spin.lineBet),
    bet: usdtText(spin.bet),
    win: usdtText(spin.win ?? 0n),
    status: spin.status as RetigerSpinView['status'],
    stops: outcome ? [...outcome.stops] : null,
    grid: outcome ? outcome.grid.map((reel) => [...reel]) : null,
    line_wins: outcome?.lineWins.map((w) => ({ line: w.line, symbol: w.symbol, pay: w.pay })) ?? [],
    multiplier: outcome?.multiplier ?? 1,
    win_units: outcome?.winUnits ?? 0,
    capped: outcome?.capped ?? false,
    proof:
      seed && spin.nonce !== null
        ? {
            server_seed_hash: seed.serverSeedHash,
            server_seed: seed.revealedAt ? seed.serverSeed : null,
            client_seed: seed.clientSeed,
            nonce: spin.nonce,
          }
        : null,
    at: seconds(spin.createdAt),
  };
}

/** The market's shortest time between two spins (UKGC: 2.5 s), counted from the last board drawn. */
async function assertSpinPace(deps: StudioDeps, userId: number, market: string, now: Date) {
  const rules = await marketRules(deps.db, market);
  if (rules.minSpinMs <= 0) return;
  const last = await repo.lastDrawnSpin(deps.db, userId);
  const wait = last ? last.createdAt.getTime() + rules.minSpinMs - now.getTime() : 0;
  if (wait > 0) throw new AppError('RATE_LIMITED', undefined, { retry_after_ms: wait });
}

function betRefusal(answer: WalletResponse): AppError {
  if (answer.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE');
  if (answer.status === 'TOKEN_EXPIRED' || answer.status === 'INVALID_TOKEN')
    return fieldError({ token: ['This game session ended: open the game again.'] });
  return new AppError('FORTUNE_EXCLUDED', 'Betting is not allowed on this account right now.');
}

/** "0.10" and "0.1" are the same line bet. */
function normalise(text: string): string {
  const [whole = '0', frac = ''] = text.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${String(Number(whole))}${trimmed ? `.${trimmed}` : ''}`;
}
