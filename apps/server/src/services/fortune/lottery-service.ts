import type { Db } from '../../db/client.ts';
import { requirePlayer } from './access.ts';
import { chanceState } from './chances.ts';
import { expectedText, lotteryExpected, lotteryTiersView } from './draw-prizes.ts';
import { drawsOf } from './draw-repo.ts';
import { type GameDeps, play } from './draw-service.ts';
import { drawView } from './draw-view.ts';
import { FREE_PER_DAY } from './games-settings.ts';

/** The free lottery: its tiers and tickets, a draw (a roll 0-9999), and the player's draws of both games. */

const PAGE = 20;

export async function freeLotteryChance(db: Db, userId: number, now = new Date()) {
  await requirePlayer(db, userId);
  const chances = await chanceState(db, userId, 'free_lottery', now);
  return {
    chances_left: chances.left,
    free_per_day: FREE_PER_DAY.free_lottery,
    next_free_at: chances.nextFreeAt,
    tiers: lotteryTiersView(),
    expected_value: expectedText(lotteryExpected()),
  };
}

export function drawFreeLottery(deps: GameDeps, userId: number, key: string, now = new Date()) {
  return play(deps, userId, 'free_lottery', key, now);
}

export async function queryLotteryStatus(db: Db, userId: number, page: number) {
  await requirePlayer(db, userId);
  const rows = await drawsOf(db, userId, PAGE + 1, (page - 1) * PAGE);
  return { draws: rows.slice(0, PAGE).map(drawView), has_more: rows.length > PAGE };
}
