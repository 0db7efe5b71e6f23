import type { FortuneGame } from '@arcadia/contract/calls/fortune/common';
import { usdtWhole } from './money-format.ts';

/**
 * The free games' rules (docs/fortune.md, "Lucky spin and free lottery"): free chances per UTC day, the lucky spin's
 * weighted prize table and the free lottery's tiers over the roll 0-9999. Amounts are USDT minor units (6 decimals).
 * The published expected value is computed from these exactly (draw-prizes.ts); bench/fortune-odds.ts checks it by
 * simulation. Changing a table changes what new draws pay; old spins keep the weights they were drawn from.
 */

type PrizeKind = 'cash' | 'bonus' | 'chance' | 'none';

export interface PrizeSpec {
  kind: PrizeKind;
  /** Cash or bonus in USDT minor units; 0 for chance and none. */
  amount: bigint;
  /** Extra chances of the same game (kind chance). */
  chances: number;
}

const cash = (whole: number): PrizeSpec => ({ kind: 'cash', amount: usdtWhole(whole), chances: 0 });
const bonus = (whole: number): PrizeSpec => ({ kind: 'bonus', amount: usdtWhole(whole), chances: 0 });
const chance = (n: number): PrizeSpec => ({ kind: 'chance', amount: 0n, chances: n });
const none: PrizeSpec = { kind: 'none', amount: 0n, chances: 0 };

/** Free chances per UTC day; extra chances earned by actions come on top (chances.ts, grantChances). */
export const FREE_PER_DAY: Record<FortuneGame, number> = { lucky_spin: 1, free_lottery: 3 };

/** A bonus prize is locked until wagered this many times, and expires after these days. */
export const PRIZE_BONUS = { wagerMultiplier: 10, expiresDays: 7 } as const;

/** The wheel, in the order of its rows (a row's index is the outcome the verifier reproduces). Weights sum to 10000. */
export const SPIN_TABLE: readonly { prize: PrizeSpec; weight: number }[] = [
  { prize: cash(0.1), weight: 3000 },
  { prize: bonus(1), weight: 1500 },
  { prize: cash(0.5), weight: 1200 },
  { prize: none, weight: 2631 },
  { prize: chance(1), weight: 800 },
  { prize: cash(1), weight: 500 },
  { prize: bonus(5), weight: 300 },
  { prize: cash(5), weight: 60 },
  { prize: cash(20), weight: 8 },
  { prize: cash(100), weight: 1 },
];

/** The lottery's tiers, contiguous over the rolls 0-9999 (a test checks they cover each roll once). */
export const LOTTERY_TIERS: readonly { from: number; to: number; prize: PrizeSpec }[] = [
  { from: 0, to: 4, prize: cash(50) },
  { from: 5, to: 54, prize: cash(5) },
  { from: 55, to: 354, prize: cash(1) },
  { from: 355, to: 1354, prize: cash(0.1) },
  { from: 1355, to: 2854, prize: bonus(0.5) },
  { from: 2855, to: 3354, prize: chance(1) },
  { from: 3355, to: 9999, prize: none },
];

/** What the first paid Fortune recharge earns (chances.ts, onFirstDeposit). */
export const FIRST_DEPOSIT_CHANCES: { game: FortuneGame; amount: number } = { game: 'lucky_spin', amount: 1 };
