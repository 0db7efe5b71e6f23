import { FORTUNE_COIN, type FortuneGame } from '@arcadia/contract/calls/fortune/common';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { lotteryOutcome, spinOutcome } from '@arcadia/contract/fairness';
import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { isUniqueViolation } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlay } from './access.ts';
import { grantBonus, type SystemIds } from './bonus-service.ts';
import { chancesLeft, grantChances, takeChance } from './chances.ts';
import { lotteryPrize, prizeView, SPIN_WEIGHTS, spinPrize } from './draw-prizes.ts';
import { type DrawRow, type DrawWithSeed, drawByKey, insertDraw, type StoredPrize } from './draw-repo.ts';
import { drawView } from './draw-view.ts';
import { bumpNonce } from './fair-repo.ts';
import { lockSeed } from './fair-service.ts';
import { PRIZE_BONUS, type PrizeSpec } from './games-settings.ts';

/**
 * One draw of a free game, in one transaction: the player's seed pair is locked (so their draws queue), a retried
 * request key answers its first draw, one chance is used, the outcome comes from the pair and its nonce, the draw is
 * recorded, the nonce moves on and the prize is paid. Anything refused rolls all of it back.
 */

const COIN = FORTUNE_COIN as CoinCode;
const LEDGER_KIND: Record<FortuneGame, string> = { lucky_spin: 'fortune_spin', free_lottery: 'fortune_lottery' };

export interface GameDeps {
  db: Db;
  ids: SystemIds;
}

export async function play(deps: GameDeps, userId: number, game: FortuneGame, key: string, now = new Date()) {
  await requirePlay(deps.db, userId, now);
  const wallet = await accountId(deps.db, { userId }, COIN);
  let made: DrawWithSeed;
  try {
    made = await inTransaction(deps.db, (tx) => drawOnce(tx, deps.ids, wallet, userId, game, key, now));
  } catch (error) {
    // The seed lock queues a player's requests, so a twin normally finds the first draw; the unique key is the backstop.
    const first = isUniqueViolation(error) ? await drawByKey(deps.db, userId, game, key) : undefined;
    if (!first) throw error;
    made = first;
  }
  return { draw: drawView(made), chances_left: await chancesLeft(deps.db, userId, game, now) };
}

async function drawOnce(
  tx: Exec,
  ids: SystemIds,
  wallet: number,
  userId: number,
  game: FortuneGame,
  key: string,
  now: Date,
): Promise<DrawWithSeed> {
  const seed = await lockSeed(tx, userId);
  const earlier = await drawByKey(tx, userId, game, key);
  if (earlier) return earlier;
  if (!(await takeChance(tx, userId, game, now))) throw new AppError('FORTUNE_NO_CHANCES');
  const pair = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
  const outcome = game === 'lucky_spin' ? spinOutcome(SPIN_WEIGHTS, pair) : lotteryOutcome(pair);
  const prize = game === 'lucky_spin' ? spinPrize(outcome) : lotteryPrize(outcome);
  const stored: StoredPrize = {
    ...prizeView(prize),
    ...(game === 'lucky_spin' ? { weights: [...SPIN_WEIGHTS] } : {}),
  };
  const draw = await insertDraw(tx, {
    userId,
    game,
    seedId: seed.id,
    nonce: seed.nonce,
    outcome,
    prize: stored,
    requestKey: key,
    createdAt: now,
  });
  await bumpNonce(tx, seed.id);
  await pay(tx, ids, wallet, draw, prize, now);
  return { draw, seed };
}

/** Pays a prize inside the draw's transaction: cash to the player, a locked bonus, or extra chances. */
async function pay(tx: Exec, ids: SystemIds, wallet: number, draw: DrawRow, prize: PrizeSpec, now: Date) {
  const game = draw.game as FortuneGame;
  if (prize.kind === 'cash') {
    await move(
      tx,
      [{ debitId: ids.house, creditId: wallet, coin: COIN, amount: prize.amount, kind: LEDGER_KIND[game] }],
      { reference: `fortune_draw:${draw.id}`, idempotencyKey: `fortune_draw:${draw.id}` },
    );
  } else if (prize.kind === 'bonus') {
    const grant = { userId: draw.userId, amount: prize.amount, source: game, sourceRef: String(draw.id) };
    await grantBonus(tx, ids, { ...grant, ...PRIZE_BONUS }, now);
  } else if (prize.kind === 'chance') {
    await grantChances(tx, { userId: draw.userId, game, source: `draw:${draw.id}`, amount: prize.chances }, now);
  }
}
