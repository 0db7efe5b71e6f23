import { ErrorCode } from '@arcadia/contract';
import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type {
  WalletMethod,
  WalletRequest,
  WalletResponse,
  WalletStatus,
} from '@arcadia/contract/games/wallet-protocol';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { balanceOf, inTransaction, move } from '../../ledger/ledger.ts';
import { type Exec, rows } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { activeExclusion, requirePlay } from '../fortune/access.ts';
import { assertWagerAllowed } from '../fortune/limits.ts';
import { recordPlay } from '../fortune/wagering.ts';
import { walletBetAllowed } from '../fortune-games/game-settings.ts';
import { findUserById } from '../user/repo.ts';
import { isMainBrandGame } from '../win/games.ts';
import * as repo from './wallet-repo.ts';

/**
 * Fortune's side of the seamless-wallet protocol (packages/contract/src/games/wallet-protocol.ts, docs/fortune-games.md).
 * Every money message runs in one transaction that first locks the player's USDT account, so a player's messages
 * queue: a repeat finds the first one's row, a refund racing a win finds the other's outcome, 200 bets at once on one
 * balance are taken one by one until it runs out. Stakes go to the house account and wins come from it; a closed
 * round's stake and win are recorded once for limits, VIP and bonus wagering (recordPlay).
 */

const COIN = FORTUNE_COIN as CoinCode;

export interface WalletDeps {
  db: Db;
  /** The USDT house account's id. */
  house: number;
}

/** A business answer other than OK, thrown inside a transaction to roll it back. */
class Refusal extends Error {
  readonly status: WalletStatus;
  constructor(status: WalletStatus) {
    super(status);
    this.status = status;
  }
}

interface Context {
  deps: WalletDeps;
  provider: string;
  now: Date;
}

type Handler<M extends WalletMethod> = (ctx: Context, req: WalletRequest<M>) => Promise<WalletResponse>;

export const walletHandlers: { [M in WalletMethod]: Handler<M> } = {
  authenticate: async (ctx, req) => {
    const session = await liveSession(ctx, req.token, req.request_id);
    if ('status' in session) return session;
    return answer(ctx, req.request_id, 'OK', session.userId);
  },
  balance: async (ctx, req) => {
    const session = await liveSession(ctx, req.token, req.request_id);
    if ('status' in session) return session;
    return answer(ctx, req.request_id, 'OK', session.userId);
  },
  bet: (ctx, req) => bet(ctx, req),
  win: (ctx, req) => win(ctx, req),
  refund: (ctx, req) => refund(ctx, req),
  end_round: (ctx, req) => endRound(ctx, req),
};

async function bet(ctx: Context, req: WalletRequest<'bet'>): Promise<WalletResponse> {
  const print = fingerprint('bet', req.round_id, req.game_code, req.amount);
  const repeat = await repeated(ctx, req.transaction_id, print, req.request_id);
  if (repeat) return repeat;
  const session = await liveSession(ctx, req.token, req.request_id);
  if ('status' in session) return session;
  if (session.gameCode !== req.game_code) return answer(ctx, req.request_id, 'BAD_REQUEST', session.userId);
  const userId = session.userId;
  const amount = BigInt(req.amount);
  const refusal =
    (await betRefusal(ctx, userId, req.game_code)) ??
    // The console's switches and bet limits (docs/ops.md "Game settings"): no new bet on a game switched off.
    ((await walletBetAllowed(ctx.deps.db, ctx.provider, req.game_code, amount)) ? undefined : 'BET_NOT_ALLOWED');
  if (refusal) return answer(ctx, req.request_id, refusal, userId);
  return applying(ctx, userId, req, print, async (tx, wallet) => {
    if (await repo.refundOf(tx, ctx.provider, req.transaction_id)) throw new Refusal('TRANSACTION_ROLLED_BACK');
    await assertWagerAllowed(tx, userId, amount, ctx.now).catch((error: unknown) => {
      throw error instanceof AppError ? new Refusal('BET_NOT_ALLOWED') : error;
    });
    const round =
      (await repo.lockRound(tx, ctx.provider, req.round_id)) ??
      (await repo.openRound(tx, {
        provider: ctx.provider,
        roundId: req.round_id,
        userId,
        gameCode: req.game_code,
        openedAt: ctx.now,
      }));
    if (round.userId !== userId || round.gameCode !== req.game_code) throw new Refusal('BAD_REQUEST');
    if (round.status === 'closed') throw new Refusal('ROUND_CLOSED');
    if (amount > 0n)
      await moveMoney(tx, ctx, { from: wallet, to: ctx.deps.house, amount, kind: 'game_bet' }, req.transaction_id);
    await repo.addToRound(tx, round.id, { staked: amount });
    return { kind: 'bet', roundId: req.round_id, amount };
  });
}

async function win(ctx: Context, req: WalletRequest<'win'>): Promise<WalletResponse> {
  const print = fingerprint('win', req.round_id, req.game_code, req.amount, String(req.round_closed === true));
  const repeat = await repeated(ctx, req.transaction_id, print, req.request_id);
  if (repeat) return repeat;
  const owner = await roundOwner(ctx, req.token, req.round_id, req.request_id);
  if ('status' in owner) return owner;
  const amount = BigInt(req.amount);
  return applying(ctx, owner.userId, req, print, async (tx, wallet) => {
    const round = await openRoundOf(tx, ctx, req.round_id);
    if (round.gameCode !== req.game_code) throw new Refusal('BAD_REQUEST');
    if (amount > 0n)
      await moveMoney(tx, ctx, { from: ctx.deps.house, to: wallet, amount, kind: 'game_win' }, req.transaction_id);
    await repo.addToRound(tx, round.id, { won: amount });
    if (req.round_closed) await settle(tx, ctx, round.id);
    return { kind: 'win', roundId: req.round_id, amount };
  });
}

async function refund(ctx: Context, req: WalletRequest<'refund'>): Promise<WalletResponse> {
  const print = fingerprint('refund', req.round_id, req.bet_transaction_id);
  const repeat = await repeated(ctx, req.transaction_id, print, req.request_id);
  if (repeat) return repeat;
  const session = await repo.sessionByToken(ctx.deps.db, req.token);
  if (!session || session.provider !== ctx.provider) return answer(ctx, req.request_id, 'INVALID_TOKEN');
  return applying(ctx, session.userId, req, print, async (tx, wallet) => {
    const earlier = await repo.refundOf(tx, ctx.provider, req.bet_transaction_id);
    // Another refund already cancelled this bet (or noted it as never seen): nothing more to do.
    if (earlier) return { kind: 'none' };
    const theBet = await repo.transactionById(tx, ctx.provider, req.bet_transaction_id);
    // A refund of a bet we never saw moves nothing, and is remembered so the bet is refused if it comes late.
    if (!theBet) return { kind: 'refund', roundId: req.round_id, amount: 0n, refundOf: req.bet_transaction_id };
    if (theBet.kind !== 'bet' || theBet.roundId !== req.round_id || theBet.userId !== session.userId)
      throw new Refusal('BAD_REQUEST');
    const round = await openRoundOf(tx, ctx, req.round_id);
    if (round.won > 0n) throw new Refusal('ROUND_SETTLED');
    if (theBet.amount > 0n)
      await moveMoney(
        tx,
        ctx,
        { from: ctx.deps.house, to: wallet, amount: theBet.amount, kind: 'game_refund' },
        req.transaction_id,
      );
    await repo.addToRound(tx, round.id, { refunded: theBet.amount });
    // A round whose every bet was cancelled did not happen: it is closed, so a late win for it is refused.
    if (round.refunded + theBet.amount === round.staked) await repo.closeRound(tx, round.id, ctx.now);
    return { kind: 'refund', roundId: req.round_id, amount: theBet.amount, refundOf: req.bet_transaction_id };
  });
}

async function endRound(ctx: Context, req: WalletRequest<'end_round'>): Promise<WalletResponse> {
  const owner = await roundOwner(ctx, req.token, req.round_id, req.request_id);
  if ('status' in owner) return owner;
  await inTransaction(ctx.deps.db, async (tx) => {
    await lockWallet(tx, await walletOf(ctx, owner.userId));
    const round = await repo.lockRound(tx, ctx.provider, req.round_id);
    // Ending a round twice is not an error (providers repeat it); the first end counted it.
    if (round && round.status === 'open') await settle(tx, ctx, round.id);
  });
  return answer(ctx, req.request_id, 'OK', owner.userId);
}

/** Closes a round and records what it staked (less refunds) and paid, once. */
async function settle(tx: Exec, ctx: Context, roundId: number) {
  const round = await repo.closeRound(tx, roundId, ctx.now);
  await recordPlay(tx, { userId: round.userId, stake: round.staked - round.refunded, win: round.won, at: ctx.now });
}

type Applied =
  | { kind: 'bet' | 'win'; roundId: string; amount: bigint }
  | { kind: 'refund'; roundId: string; amount: bigint; refundOf: string }
  | { kind: 'none' };

/**
 * Runs a money message in one transaction behind the player's account lock: a repeat that queued behind its twin
 * answers the twin's answer; a Refusal rolls everything back and answers its status with the real balance.
 */
async function applying(
  ctx: Context,
  userId: number,
  req: { request_id: string; transaction_id: string },
  print: string,
  apply: (tx: Exec, wallet: number) => Promise<Applied>,
): Promise<WalletResponse> {
  const wallet = await walletOf(ctx, userId);
  try {
    return await inTransaction(ctx.deps.db, async (tx) => {
      await lockWallet(tx, wallet);
      const twin = await repo.transactionById(tx, ctx.provider, req.transaction_id);
      if (twin) return replay(twin, print, req.request_id);
      const applied = await apply(tx, wallet);
      const response: WalletResponse = {
        ...(await answerIn(tx, req.request_id, 'OK', userId)),
        wallet_tx: `${ctx.provider}:${req.transaction_id}`,
      };
      if (applied.kind !== 'none')
        await repo.insertTransaction(tx, {
          provider: ctx.provider,
          txId: req.transaction_id,
          kind: applied.kind,
          roundId: applied.roundId,
          userId,
          amount: applied.amount,
          refundOf: applied.kind === 'refund' ? applied.refundOf : null,
          fingerprint: print,
          request: req,
          response,
          createdAt: ctx.now,
        });
      return response;
    });
  } catch (error) {
    if (error instanceof Refusal) return answer(ctx, req.request_id, error.status, userId);
    if (error instanceof AppError && error.code === ErrorCode.INSUFFICIENT_BALANCE)
      return answer(ctx, req.request_id, 'INSUFFICIENT_FUNDS', userId);
    throw error;
  }
}

/** The first answer again for a repeat with the same fields; DUPLICATE_TRANSACTION for the same id with others. */
async function repeated(ctx: Context, txId: string, print: string, requestId: string) {
  const row = await repo.transactionById(ctx.deps.db, ctx.provider, txId);
  return row ? replay(row, print, requestId) : undefined;
}

function replay(row: repo.TransactionRow, print: string, requestId: string): WalletResponse {
  if (row.fingerprint !== print) return { status: 'DUPLICATE_TRANSACTION', request_id: requestId };
  return { ...(row.response as WalletResponse), request_id: requestId };
}

/** A launch token of this provider that bets may still use. */
async function liveSession(ctx: Context, token: string, requestId: string) {
  const session = await repo.sessionByToken(ctx.deps.db, token);
  if (!session || session.provider !== ctx.provider) return answer(ctx, requestId, 'INVALID_TOKEN');
  if (session.expiresAt <= ctx.now) return answer(ctx, requestId, 'TOKEN_EXPIRED', session.userId);
  return session;
}

/** The player of an existing round, checked against the token (which may have expired: wins come late). */
async function roundOwner(ctx: Context, token: string, roundId: string, requestId: string) {
  const session = await repo.sessionByToken(ctx.deps.db, token);
  if (!session || session.provider !== ctx.provider) return answer(ctx, requestId, 'INVALID_TOKEN');
  const round = await repo.roundById(ctx.deps.db, ctx.provider, roundId);
  if (!round) return answer(ctx, requestId, 'ROUND_NOT_FOUND', session.userId);
  if (round.userId !== session.userId) return answer(ctx, requestId, 'BAD_REQUEST', session.userId);
  return { userId: round.userId };
}

async function openRoundOf(tx: Exec, ctx: Context, roundId: string): Promise<repo.RoundRow> {
  const round = await repo.lockRound(tx, ctx.provider, roundId);
  if (!round) throw new Refusal('ROUND_NOT_FOUND');
  if (round.status === 'closed') throw new Refusal('ROUND_CLOSED');
  return round;
}

/** Why this player may not bet now, if anything stops them (exclusion, market closed, frozen account). */
async function betRefusal(ctx: Context, userId: number, gameCode: string): Promise<WalletStatus | undefined> {
  const user = await findUserById(ctx.deps.db, userId);
  if (!user || user.frozenAt) return 'BET_NOT_ALLOWED';
  // The main brand's games (docs/win.md, docs/inbet.md): no Fortune registration or Fortune market; exclusions bind
  // both brands.
  if (ctx.provider === 'inhouse' && isMainBrandGame(gameCode))
    return (await activeExclusion(ctx.deps.db, userId, ctx.now)) ? 'BET_NOT_ALLOWED' : undefined;
  try {
    await requirePlay(ctx.deps.db, userId, ctx.now);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return 'BET_NOT_ALLOWED';
    throw error;
  }
}

async function moveMoney(
  tx: Exec,
  ctx: Context,
  leg: { from: number; to: number; amount: bigint; kind: string },
  txId: string,
) {
  const key = `game:${ctx.provider}:${txId}`;
  await move(tx, [{ debitId: leg.from, creditId: leg.to, coin: COIN, amount: leg.amount, kind: leg.kind }], {
    reference: key,
    idempotencyKey: key,
  });
}

const walletOf = (ctx: Context, userId: number) => accountId(ctx.deps.db, { userId }, COIN);

async function lockWallet(tx: Exec, wallet: number) {
  await rows(tx, sql`select id from ledger_accounts where id = ${wallet} for update`);
}

/** An answer with the player's balance as `db` sees it (inside a transaction: after its moves). */
async function answerIn(db: Exec, requestId: string, status: WalletStatus, userId?: number): Promise<WalletResponse> {
  if (userId === undefined) return { status, request_id: requestId };
  const balance = await balanceOf(db, { userId }, COIN);
  return { status, request_id: requestId, balance: String(balance), currency: FORTUNE_COIN, user_id: String(userId) };
}

function fingerprint(...parts: string[]): string {
  return parts.join('|');
}

function answer(ctx: Context, requestId: string, status: WalletStatus, userId?: number) {
  return answerIn(ctx.deps.db, requestId, status, userId);
}
