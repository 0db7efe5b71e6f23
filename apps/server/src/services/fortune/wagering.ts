import { FORTUNE_COIN } from '@arcadia/contract/calls/fortune/common';
import type { Exec } from '../../ledger/sql.ts';
import { battleOnPlay } from '../battle/hooks.ts';
import { applyWagerToBonuses } from './bonus-service.ts';
import { recordWager } from './limits.ts';
import { utcDay } from './money-format.ts';

export interface Play {
  userId: number;
  /** USDT minor units staked and paid back in one settled round. */
  stake: bigint;
  win: bigint;
  at: Date;
}

/**
 * What every Fortune game calls inside the transaction that settles a round: the day's wager volume and net result
 * (VIP level, rakeback, loss and wager limits) and the wagering progress of the player's locked bonuses.
 */
export async function recordPlay(tx: Exec, play: Play): Promise<void> {
  await recordWager(tx, {
    userId: play.userId,
    coin: FORTUNE_COIN,
    stake: play.stake,
    win: play.win,
    day: utcDay(play.at),
  });
  if (play.stake > 0n) await applyWagerToBonuses(tx, play.userId, play.stake);
  await battleOnPlay(tx, play);
}
