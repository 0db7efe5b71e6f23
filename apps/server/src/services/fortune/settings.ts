import { processSettings } from '../../config-schema.ts';

import { usdtWhole } from './money-format.ts';

/**
 * Fortune's money rules (docs/fortune.md): the first-deposit bonus and the VIP ladder. Amounts are USDT minor units
 * (6 decimals). The games' prize tables live in games-settings.ts.
 */

export const FIRST_DEPOSIT_BONUS = {
  /** The bonus is this share of the first paid Fortune recharge... */
  percent: 100,
  /** ...up to this much. */
  max: usdtWhole(50),
  /** Locked until the player wagers this many times the bonus (FORTUNE_BONUS_WAGER_MULTIPLIER). */
  wagerMultiplier: processSettings().FORTUNE_BONUS_WAGER_MULTIPLIER,
  expiresDays: 30,
} as const;

export interface VipLevel {
  level: number;
  /** Wager volume over the rolling window that reaches the level. */
  wager: bigint;
  /** Paid once, the first time the level is reached (claimed by the player). */
  levelUpReward: bigint;
  /** Share of (wager x house edge) paid back per closed period, in basis points. */
  rakebackBps: number;
}

export const VIP = {
  windowDays: 30,
  /** The house edge rakeback is computed on (the games' average; each game's own edge is in its settings). */
  houseEdgeBps: 300,
  /** Rakeback periods: ISO weeks (Monday 00:00 UTC); a period can be claimed once it has closed. */
  period: 'week' as const,
  levels: [
    [0, 0, 0],
    [100, 1, 500],
    [500, 3, 700],
    [1_000, 5, 900],
    [2_500, 10, 1_000],
    [5_000, 20, 1_200],
    [10_000, 40, 1_400],
    [25_000, 80, 1_600],
    [50_000, 150, 1_800],
    [100_000, 300, 2_000],
    [250_000, 600, 2_500],
  ].map(
    ([wager, reward, bps], level): VipLevel => ({
      level,
      wager: usdtWhole(wager as number),
      levelUpReward: usdtWhole(reward as number),
      rakebackBps: bps as number,
    }),
  ),
};

/** The level a wager volume over the window reaches. */
export function vipLevelFor(wagered: bigint): VipLevel {
  let reached = VIP.levels[0] as VipLevel;
  for (const level of VIP.levels) if (wagered >= level.wager) reached = level;
  return reached;
}
