import { divideDecimal, multiplyDecimal, percentText } from '../../money.ts';
import { trimZeros } from '../../money-calc.ts';

/** The paytable's and the verifier's arithmetic: apart from the game's screen, whose first load needs none of it. */

/** A multiple of an amount (pays in line-bet units, the max win in total bets), in USDT. */
export function times(amount: string, units: number): string {
  return trimZeros(multiplyDecimal(amount, String(units), 6));
}

/** A weight's share of all weights as a percentage ("74.9"). */
export function weightPercent(weight: number, weights: readonly number[]): string {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total > 0 ? percentText(divideDecimal(String(weight), String(total), 6), 2) : '0';
}
