import { LOTTERY_ROLLS } from '@arcadia/contract/fairness';
import { fromMinor } from '../../ledger/coins.ts';
import { LOTTERY_TIERS, type PrizeSpec, SPIN_TABLE } from './games-settings.ts';

/** The prize tables as numbers: what a row or a roll pays, the exact expected value, the views the confs answer. */

const USDT_DECIMALS = 6;

export const SPIN_WEIGHTS: readonly number[] = SPIN_TABLE.map((row) => row.weight);
const SPIN_TOTAL = SPIN_WEIGHTS.reduce((sum, w) => sum + w, 0);

export function spinPrize(row: number): PrizeSpec {
  const found = SPIN_TABLE[row];
  if (!found) throw new Error(`no spin row ${row}`);
  return found.prize;
}

export function lotteryPrize(roll: number): PrizeSpec {
  const tier = LOTTERY_TIERS.find((t) => roll >= t.from && roll <= t.to);
  if (!tier) throw new Error(`no lottery tier for roll ${roll}`);
  return tier.prize;
}

/** What a prize is worth in the expected value: cash, and bonus at face value; chances and nothing count 0. */
export function prizeValue(prize: PrizeSpec): bigint {
  return prize.kind === 'cash' || prize.kind === 'bonus' ? prize.amount : 0n;
}

/** A fraction as decimal text: exact when it ends within `maxDecimals` digits, else cut there. */
function ratioText(numerator: bigint, denominator: bigint, maxDecimals = 12): string {
  const whole = numerator / denominator;
  let rest = numerator % denominator;
  let digits = '';
  while (rest > 0n && digits.length < maxDecimals) {
    rest *= 10n;
    digits += String(rest / denominator);
    rest %= denominator;
  }
  return digits ? `${whole}.${digits}` : String(whole);
}

/** Expected value per draw as a fraction of USDT minor units: sum(value x weight) over the total weight. */
export function spinExpected(): { numerator: bigint; denominator: bigint } {
  const numerator = SPIN_TABLE.reduce((sum, row) => sum + prizeValue(row.prize) * BigInt(row.weight), 0n);
  return { numerator, denominator: BigInt(SPIN_TOTAL) };
}

export function lotteryExpected(): { numerator: bigint; denominator: bigint } {
  const numerator = LOTTERY_TIERS.reduce((sum, t) => sum + prizeValue(t.prize) * BigInt(t.to - t.from + 1), 0n);
  return { numerator, denominator: BigInt(LOTTERY_ROLLS) };
}

/** An expected value in USDT as text, exact (the tables' totals divide a power of ten). */
export function expectedText(e: { numerator: bigint; denominator: bigint }): string {
  return ratioText(e.numerator, e.denominator * 10n ** BigInt(USDT_DECIMALS), 16);
}

/** A prize as the wire shows it. */
export function prizeView(prize: PrizeSpec) {
  return { kind: prize.kind, amount: fromMinor(prize.amount, USDT_DECIMALS), chances: prize.chances };
}

export function spinTableView() {
  return SPIN_TABLE.map((row, index) => ({
    index,
    prize: prizeView(row.prize),
    weight: row.weight,
    probability: ratioText(BigInt(row.weight), BigInt(SPIN_TOTAL)),
  }));
}

export function lotteryTiersView() {
  return LOTTERY_TIERS.map((t) => ({ from: t.from, to: t.to, prize: prizeView(t.prize) }));
}
