import { floats } from '../fairness.ts';

/**
 * The main brand's dice (docs/win.md): a roll of 00.00-99.99 from the player's seed pair (fairness.ts: float 0 of
 * the stream at the draw's nonce; roll = floor(float x 10000), 0-9999, shown as roll / 100). The player picks a win
 * chance in basis points (100-9500, 1.00 %-95.00 %) and a side: `under` wins when roll < chance, `over` when
 * roll >= 10000 - chance, so the win probability is exactly chance / 10000 on either side.
 *
 * Payout = floor(bet x (10000 - EDGE_BP) / chance): the multiplier is (100 - edge) / chance %, with a 1 % house
 * edge. Before the floor to whole minor units the expected return is exactly (10000 - EDGE_BP) / 10000 = 99 % for
 * every chance and side (DICE_RTP); the floor only ever lowers a payout, by less than one minor unit.
 */

export const DICE_ROLLS = 10_000;
/** The house edge, basis points of the stake. */
export const DICE_EDGE_BP = 100;
export const DICE_MIN_CHANCE_BP = 100;
export const DICE_MAX_CHANCE_BP = 9_500;
export const DICE_SIDES = ['under', 'over'] as const;
export type DiceSide = (typeof DICE_SIDES)[number];

export interface DiceOutcome {
  /** 0-9999; shown as roll / 100 with two decimals. */
  roll: number;
  won: boolean;
}

/** The roll a float of the stream gives (pure: the browser's verifier pairs it with fairness.ts's `floats`). */
export const rollOfFloat = (float: number): number => Math.floor(float * DICE_ROLLS);

/** The roll of a seed pair and nonce. */
export function diceRoll(pair: { serverSeed: string; clientSeed: string; nonce: number }): number {
  return rollOfFloat(floats(pair.serverSeed, pair.clientSeed, pair.nonce, 1)[0] as number);
}

export function validChance(chanceBp: number): boolean {
  return Number.isInteger(chanceBp) && chanceBp >= DICE_MIN_CHANCE_BP && chanceBp <= DICE_MAX_CHANCE_BP;
}

/** True when `roll` wins for the chance and side. */
export function diceWins(roll: number, chanceBp: number, side: DiceSide): boolean {
  return side === 'under' ? roll < chanceBp : roll >= DICE_ROLLS - chanceBp;
}

/** The threshold shown on the slider: under X or over Y, in rolls (0-9999). */
export function diceTarget(chanceBp: number, side: DiceSide): number {
  return side === 'under' ? chanceBp : DICE_ROLLS - chanceBp;
}

/** The multiplier as an exact fraction: (10000 - edge) / chance. */
export function diceMultiplier(chanceBp: number): { num: bigint; den: bigint } {
  return { num: BigInt(DICE_ROLLS - DICE_EDGE_BP), den: BigInt(chanceBp) };
}

/** The multiplier for display, rounded down to 4 decimals ("1.9800"). */
export function diceMultiplierText(chanceBp: number): string {
  const { num, den } = diceMultiplier(chanceBp);
  return fractionText(num, den, 4);
}

/** What a win pays, minor units: floor(bet x multiplier). */
export function dicePayout(bet: bigint, chanceBp: number): bigint {
  const { num, den } = diceMultiplier(chanceBp);
  return (bet * num) / den;
}

/** The whole outcome of a roll for a bet. */
export function diceOutcome(
  pair: { serverSeed: string; clientSeed: string; nonce: number },
  chanceBp: number,
  side: DiceSide,
): DiceOutcome {
  const roll = diceRoll(pair);
  return { roll, won: diceWins(roll, chanceBp, side) };
}

/**
 * The exact return to player of a chance and side, as a fraction of the stake (before the floor): the number of
 * winning rolls x the multiplier over all rolls. It is (10000 - edge) / 10000 for every valid chance.
 */
export function diceExactRtp(chanceBp: number, side: DiceSide): { num: bigint; den: bigint } {
  let winning = 0n;
  for (let roll = 0; roll < DICE_ROLLS; roll++) if (diceWins(roll, chanceBp, side)) winning += 1n;
  const { num, den } = diceMultiplier(chanceBp);
  return { num: winning * num, den: den * BigInt(DICE_ROLLS) };
}

/** A non-negative fraction as decimal text, rounded down to `places`. */
export function fractionText(num: bigint, den: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (num * scale) / den;
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(places, '0');
  return places > 0 ? `${whole}.${frac}` : String(whole);
}

/** A roll as the player reads it: "49.27". */
export function rollText(roll: number): string {
  return `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
}
