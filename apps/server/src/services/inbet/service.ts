import type { InbetPosition, InbetRound } from '@arcadia/contract/calls/inbet/common';
import {
  INBET_HOUSE_EDGE_PERCENT,
  INBET_PAIRS,
  INBET_PAYOUT_HUNDREDTHS,
  INBET_TICK_MS,
  type InbetResult,
  type InbetSide,
  inbetPair,
  inbetPayout,
  inbetResult,
  openRoundAt,
  priceText,
  roundTimes,
  tickAt,
} from '@arcadia/contract/games/inbet';
import type { WalletResponse } from '@arcadia/contract/games/wallet-protocol';
import type { Settings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { assertWagerAllowed } from '../fortune/limits.ts';
import { usdtMinor, usdtText } from '../fortune/money-format.ts';
import { type GameRules, gameRules, requireGameBet } from '../fortune-games/game-settings.ts';
import { launchGame } from '../game-wallet/launch.ts';
import type { StudioDeps } from '../studio/retiger-service.ts';
import { requireMainBrandPlay } from '../win/service.ts';
import { type PriceFeed, STALE_TICKS } from './feed.ts';
import * as repo from './repo.ts';

/**
 * inbet (BitGame), the price prediction game (docs/inbet.md). A game of the in-house studio: each position is a
 * round of the seamless wallet, `inbet-<position id>`: the stake its bet, the settlement its win (1.95x, the stake on
 * a tie or a void round, "0" on a loss). One engine (tick) writes the feed's prices, opens each pair's round, locks
 * and closes rounds on the schedule, and settles every position of a closed round; every step is a guarded update and
 * every wallet message idempotent, so racing engines, late ticks and recovery settle each position once.
 */

export interface InbetSettings {
  windowMs: number;
  chainLength: number;
  salt: string;
}

const DEV_SALT = 'arcadia-inbet-development-salt';

export function inbetSettingsFrom(
  env: Pick<Settings, 'INBET_SALT' | 'INBET_WINDOW_MS' | 'INBET_CHAIN_LENGTH' | 'INBET_FEED'>,
  production: boolean,
): InbetSettings {
  const salt = env.INBET_SALT ?? (production ? '' : DEV_SALT);
  if (!salt && env.INBET_FEED === 'sandbox')
    throw new Error('INBET_SALT must be set in production with the sandbox feed (publish it before the first tick)');
  return { windowMs: env.INBET_WINDOW_MS, chainLength: env.INBET_CHAIN_LENGTH, salt: salt || DEV_SALT };
}

const GAME = 'inbet';
const MIN_AMOUNT = usdtMinor('1');
const MAX_AMOUNT = usdtMinor('100');
const PRESETS = ['1', '5', '10', '50'];
const RECENT_ROUNDS = 20;
const CHART_TICKS = 180;
const PAGE = 20;
const RECOVER_AFTER_MS = 30_000;

export interface Inbet {
  db: Db;
  /** The in-house studio (its wallet client); absent when the studio is off: positions are then refused. */
  studio: StudioDeps | undefined;
  feed: PriceFeed;
  settings: InbetSettings;
  /** Markets where the main brand's games are on (WIN_GAMES_MARKETS, shared with the win games). */
  markets: ReadonlySet<string>;
  /** The game's clock: the server's, or a test's. */
  now: () => Date;
}

const walletRound = (p: Pick<repo.PositionRow, 'id'>) => `inbet-${p.id}`;

/** Writes the feed's due ticks, opens the current rounds, locks, closes and settles whatever is due at `now`. */
export async function tick(inbet: Inbet, now = new Date()): Promise<void> {
  const db = inbet.db;
  await inbet.feed.produce(db, now);
  const n = openRoundAt(now.getTime(), inbet.settings.windowMs);
  for (const pair of INBET_PAIRS) await ensureRound(inbet, pair.id, n);
  for (const round of await repo.dueRounds(db, now, 200)) {
    let current: repo.RoundRow | undefined = round;
    if (current.status === 'open') current = await lockRound(inbet, current, now);
    if (current?.status === 'locked' && current.closesAt <= now) await closeRound(inbet, current, now);
  }
  for (const { position, round } of await repo.placedInClosedRounds(db, 200))
    await settlePosition(inbet, position, round);
  if (tickAt(now.getTime()) % 60 === 0) await repo.pruneTicks(db, tickAt(now.getTime()) - 3600);
}

async function ensureRound(inbet: Inbet, pair: string, n: number): Promise<repo.RoundRow> {
  const found = await repo.roundOf(inbet.db, pair, n);
  if (found) return found;
  const t = roundTimes(n, inbet.settings.windowMs);
  await repo.insertRound(inbet.db, {
    pair,
    number: n,
    opensAt: new Date(t.opensAt),
    locksAt: new Date(t.locksAt),
    closesAt: new Date(t.closesAt),
    lockTick: tickAt(t.locksAt),
    closeTick: tickAt(t.closesAt),
    source: inbet.feed.source,
  });
  return (await repo.roundOf(inbet.db, pair, n)) as repo.RoundRow;
}

/**
 * The pair's price at `tick`: the tick itself, or (once that second has passed) the latest within STALE_TICKS
 * seconds before it. `undefined` while it may still come; `null` when there is none (the round is void).
 */
async function priceAt(inbet: Inbet, pair: string, tick: number, now: Date) {
  const row = await repo.tickAtOrBefore(inbet.db, pair, tick, STALE_TICKS);
  if (row?.tick === tick) return row;
  if (now.getTime() < (tick + 1) * INBET_TICK_MS) return undefined;
  return row ?? null;
}

async function lockRound(inbet: Inbet, round: repo.RoundRow, now: Date): Promise<repo.RoundRow | undefined> {
  const at = await priceAt(inbet, round.pair, round.lockTick, now);
  if (at === undefined) return undefined;
  const locked = await repo.moveRound(inbet.db, round.id, 'open', { status: 'locked', lockPrice: at?.price ?? null });
  return locked ?? (await repo.roundById(inbet.db, round.id));
}

async function closeRound(inbet: Inbet, round: repo.RoundRow, now: Date): Promise<void> {
  const at = await priceAt(inbet, round.pair, round.closeTick, now);
  if (at === undefined) return;
  let closePrice = at?.price ?? null;
  // A sandbox round is priced only when every second between its lock and close is in one chain (so it verifies).
  if (at && round.source === 'sandbox') {
    const whole =
      at.tick === round.closeTick &&
      at.chainId !== null &&
      (await repo.countChainTicks(inbet.db, round.pair, round.lockTick, round.closeTick, at.chainId)) ===
        round.closeTick - round.lockTick;
    const lockRow =
      round.lockPrice === null ? undefined : await repo.tickAtOrBefore(inbet.db, round.pair, round.lockTick, 1);
    if (!whole || lockRow?.chainId !== at.chainId) closePrice = null;
  }
  const result: InbetResult = inbetResult(round.lockPrice, closePrice);
  const priced = result !== 'void';
  await repo.moveRound(inbet.db, round.id, 'locked', {
    status: 'closed',
    closePrice: priced ? closePrice : null,
    result,
    closeHash: priced && at?.hash ? at.hash : null,
    chainId: priced && at?.chainId ? at.chainId : null,
  });
}

/** Pays a placed position of a closed round: placed -> settling (payout fixed) -> the wallet's win -> settled. */
async function settlePosition(inbet: Inbet, position: repo.PositionRow, round: repo.RoundRow): Promise<void> {
  if (!inbet.studio || !round.result) return;
  const payout = inbetPayout(position.amount, position.side as InbetSide, round.result as InbetResult);
  const settling = await repo.movePosition(inbet.db, position.id, 'placed', 'settling', { payout });
  if (!settling) return;
  if ((await sendWin(inbet, settling)).status === 'OK')
    await repo.movePosition(inbet.db, position.id, 'settling', 'settled');
}

function sendWin(inbet: Inbet, position: repo.PositionRow): Promise<WalletResponse> {
  return (inbet.studio as StudioDeps).wallet.win({
    token: position.token,
    transaction_id: `${walletRound(position)}:win`,
    round_id: walletRound(position),
    game_code: GAME,
    amount: String(position.payout ?? 0n),
    round_closed: true,
  });
}

/**
 * Finishes positions a crash or a lost answer left behind: a settlement is sent again; a position whose bet answer
 * never came is refunded (refunding first, so it is never settled).
 */
export async function recoverPositions(inbet: Inbet, now = new Date()): Promise<number> {
  if (!inbet.studio) return 0;
  const db = inbet.db;
  let finished = 0;
  for (const p of await repo.stalePositions(db, new Date(now.getTime() - RECOVER_AFTER_MS), 100)) {
    if (p.status === 'settling') {
      if ((await sendWin(inbet, p)).status === 'OK' && (await repo.movePosition(db, p.id, 'settling', 'settled')))
        finished++;
      continue;
    }
    if (p.status === 'open' && !(await repo.movePosition(db, p.id, 'open', 'refunding'))) continue;
    const answer = await inbet.studio.wallet.refund({
      token: p.token,
      transaction_id: `${walletRound(p)}:refund`,
      round_id: walletRound(p),
      bet_transaction_id: `${walletRound(p)}:bet`,
    });
    if (answer.status === 'OK' && (await repo.movePosition(db, p.id, 'refunding', 'refunded'))) finished++;
  }
  return finished;
}

/** The player's inbet launch token: the live one, or a new launch of the in-house studio. */
async function tokenFor(inbet: Inbet, userId: number, market: string, now: Date): Promise<string> {
  const live = await repo.liveToken(inbet.db, userId, new Date(now.getTime() + 10 * 60_000));
  if (live) return live;
  const studio = inbet.studio as StudioDeps;
  const launch = await launchGame(
    inbet.db,
    studio.providers.inhouse,
    { userId, gameCode: GAME, market, lang: 'en-US', returnUrl: '/inbet' },
    now,
  );
  return launch.token;
}

export async function openPosition(
  inbet: Inbet,
  userId: number,
  input: { pair: string; round: number; side: InbetSide; amount: string },
  key: string,
  now = new Date(),
) {
  const earlier = await repo.positionByKey(inbet.db, userId, key);
  if (earlier) return positionAnswer(inbet, earlier);
  const amount = usdtMinor(input.amount);
  // The console's switch and limits (docs/ops.md "Game settings"; defaults MIN_AMOUNT to MAX_AMOUNT).
  await requireGameBet(inbet.db, 'inbet', amount);
  const open = openRoundAt(now.getTime(), inbet.settings.windowMs);
  if (input.round > open) throw fieldError({ round: ['This round does not take positions yet'] });
  if (input.round < open) throw new AppError('FORTUNE_ROUND_OVER');
  if (!inbet.studio) throw new AppError('FORTUNE_GAME_OFF');
  const market = await requireMainBrandPlay(inbet, userId, now);
  await assertWagerAllowed(inbet.db, userId, amount, now);
  const round = await ensureRound(inbet, input.pair, open);
  if (round.status !== 'open') throw new AppError('FORTUNE_ROUND_OVER');
  const existing = await repo.positionOf(inbet.db, round.id, userId);
  if (existing) return sameRequest(inbet, existing, key);
  let position: repo.PositionRow;
  try {
    position = await repo.insertPosition(inbet.db, {
      roundId: round.id,
      userId,
      side: input.side,
      amount,
      token: await tokenFor(inbet, userId, market, now),
      requestKey: key,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    const twin = await repo.positionOf(inbet.db, round.id, userId);
    if (twin) return sameRequest(inbet, twin, key);
    throw error;
  }
  const answer = await inbet.studio.wallet.bet({
    token: position.token,
    transaction_id: `${walletRound(position)}:bet`,
    round_id: walletRound(position),
    game_code: GAME,
    amount: String(position.amount),
  });
  if (answer.status !== 'OK') {
    await repo.movePosition(inbet.db, position.id, 'open', 'refused');
    throw refusal(answer);
  }
  const placed = await repo.movePosition(inbet.db, position.id, 'open', 'placed');
  if (placed) await repo.addToRound(inbet.db, round.id, input.side, amount);
  return positionAnswer(inbet, placed ?? position, usdtText(BigInt(answer.balance ?? 0)));
}

/** The player's position in this round answers a retry of its own request; any other request is a second one. */
function sameRequest(inbet: Inbet, position: repo.PositionRow, key: string) {
  if (position.requestKey !== key) throw fieldError({ round: ['You already have a position in this round.'] });
  return positionAnswer(inbet, position);
}

async function positionAnswer(inbet: Inbet, position: repo.PositionRow, balance?: string) {
  const round = (await repo.roundById(inbet.db, position.roundId)) as repo.RoundRow;
  const shown = balance ?? usdtText(await balanceOf(inbet.db, { userId: position.userId }, 'USDT'));
  return { position: positionView(position, round, null), balance: shown };
}

function refusal(answer: WalletResponse): AppError {
  if (answer.status === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE');
  return new AppError('FORTUNE_EXCLUDED', 'Positions are not allowed on this account right now.');
}

// Reads

/** inbet's position limits: the console's (docs/ops.md "Game settings"), else MIN_AMOUNT to MAX_AMOUNT. */
function amountLimits(rules: GameRules) {
  const rule = rules.game('inbet');
  return {
    min_amount: usdtText(rule?.minBet ?? MIN_AMOUNT),
    max_amount: usdtText(rule?.maxBet ?? MAX_AMOUNT),
  };
}

export async function config(inbet: Inbet) {
  const chain = inbet.feed.source === 'sandbox' ? await repo.latestChain(inbet.db) : undefined;
  return {
    pairs: INBET_PAIRS.map((p) => ({ id: p.id, name: p.name, decimals: p.decimals })),
    window_ms: inbet.settings.windowMs,
    tick_ms: INBET_TICK_MS,
    payout: (INBET_PAYOUT_HUNDREDTHS / 100).toFixed(2),
    house_edge_percent: INBET_HOUSE_EDGE_PERCENT,
    ...amountLimits(await gameRules(inbet.db)),
    presets: PRESETS,
    feed: {
      source: inbet.feed.source,
      commitment: chain?.commitment ?? null,
      salt: chain?.salt ?? null,
      chain_first_tick: chain?.firstTick ?? null,
    },
  };
}

export async function rounds(inbet: Inbet, pair: string, userId: number | undefined, now = new Date()) {
  const n = openRoundAt(now.getTime(), inbet.settings.windowMs);
  const open = await ensureRound(inbet, pair, n);
  const live = (await repo.roundOf(inbet.db, pair, n - 1)) ?? null;
  const recent = await repo.closedRounds(inbet.db, pair, RECENT_ROUNDS);
  const mine = userId ? await repo.positionsInRounds(inbet.db, userId, [open.id, ...(live ? [live.id] : [])]) : [];
  return {
    server_now: now.getTime(),
    open: roundView(open),
    live: live ? roundView(live) : null,
    recent: recent.map(roundView),
    mine: mine.map((m) => positionView(m.position, m.round, null)),
    balance: userId ? usdtText(await balanceOf(inbet.db, { userId }, 'USDT')) : null,
  };
}

export async function price(inbet: Inbet, pairId: string) {
  const pair = inbetPair(pairId);
  if (!pair) throw fieldError({ pair: ['No such pair'] });
  const ticks = await repo.recentTicks(inbet.db, pair.id, CHART_TICKS);
  return {
    pair: pair.id,
    decimals: pair.decimals,
    ticks: ticks.map((t) => ({ at: t.tick * INBET_TICK_MS, price: priceText(t.price, pair.decimals) })),
  };
}

export async function myPositions(inbet: Inbet, userId: number, page: number) {
  const rows = await repo.positionsWithRounds(inbet.db, userId, PAGE + 1, (page - 1) * PAGE);
  return {
    positions: rows.slice(0, PAGE).map((r) => positionView(r.position, r.round, r.chain)),
    page,
    has_more: rows.length > PAGE,
  };
}

export async function verify(inbet: Inbet, id: number) {
  const round = await repo.roundById(inbet.db, id);
  if (round?.status !== 'closed') throw new AppError('NOT_FOUND');
  const chain = round.chainId ? await repo.chainById(inbet.db, round.chainId) : undefined;
  return {
    round: roundView(round),
    source: round.source as 'sandbox' | 'binance',
    proof: proofOf(round, chain ?? null),
  };
}

function proofOf(round: repo.RoundRow, chain: repo.ChainRow | null) {
  if (!chain || !round.closeHash || round.status !== 'closed') return null;
  return {
    commitment: chain.commitment,
    salt: chain.salt,
    chain_first_tick: chain.firstTick,
    lock_tick: round.lockTick,
    close_tick: round.closeTick,
    close_hash: round.closeHash,
  };
}

function roundView(round: repo.RoundRow): InbetRound {
  const decimals = inbetPair(round.pair)?.decimals ?? 2;
  return {
    id: round.id,
    pair: round.pair,
    number: round.number,
    opens_at: round.opensAt.getTime(),
    locks_at: round.locksAt.getTime(),
    closes_at: round.closesAt.getTime(),
    status: round.status as InbetRound['status'],
    lock_price: round.lockPrice === null ? null : priceText(round.lockPrice, decimals),
    close_price: round.closePrice === null || !round.result ? null : priceText(round.closePrice, decimals),
    result: (round.result as InbetResult | null) ?? null,
    up_total: usdtText(round.upTotal),
    down_total: usdtText(round.downTotal),
    positions: round.positions,
  };
}

function positionView(p: repo.PositionRow, round: repo.RoundRow, chain: repo.ChainRow | null): InbetPosition {
  return {
    id: p.id,
    round: roundView(round),
    side: p.side as InbetSide,
    amount: usdtText(p.amount),
    payout: p.status === 'settled' || p.status === 'settling' ? usdtText(p.payout ?? 0n) : null,
    status: p.status as InbetPosition['status'],
    created_at: p.createdAt.getTime(),
    proof: proofOf(round, chain),
  };
}
