import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requirePlayer } from './access.ts';
import { chanceState } from './chances.ts';
import { expectedText, spinExpected, spinTableView } from './draw-prizes.ts';
import { ownDraw } from './draw-repo.ts';
import { type GameDeps, play } from './draw-service.ts';
import { drawView } from './draw-view.ts';
import { ensureSeed } from './fair-service.ts';
import { FREE_PER_DAY } from './games-settings.ts';

/** The lucky spin: its table with the published expected value, the spin itself, and one spin's proof. */

export async function luckySpinConf(db: Db, userId: number, now = new Date()) {
  await requirePlayer(db, userId);
  const [chances, seed] = await Promise.all([chanceState(db, userId, 'lucky_spin', now), ensureSeed(db, userId)]);
  return {
    table: spinTableView(),
    expected_value: expectedText(spinExpected()),
    free_per_day: FREE_PER_DAY.lucky_spin,
    chances_left: chances.left,
    next_free_at: chances.nextFreeAt,
    seed: { server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed, nonce: seed.nonce },
  };
}

export async function luckySpin(deps: GameDeps, userId: number, key: string, now = new Date()) {
  const { draw, chances_left } = await play(deps, userId, 'lucky_spin', key, now);
  return { spin: draw, chances_left };
}

/** One of the player's own draws (either game); another player's id is NOT_FOUND. */
export async function luckySpinResult(db: Db, userId: number, drawId: number) {
  await requirePlayer(db, userId);
  const found = await ownDraw(db, userId, drawId);
  if (!found) throw new AppError('NOT_FOUND', 'No such spin.');
  return { spin: drawView(found) };
}
