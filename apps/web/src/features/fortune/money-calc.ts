import { type Currency, compareMoney, divideDecimal, multiplyDecimal, type Scaled, scaled, toText } from './money.ts';

/**
 * The money arithmetic only forms and a few cards need (typed amounts, limits, withdrawals), kept out of money.ts,
 * which every Fortune page loads for showing amounts.
 */

/** Fortune keeps USDT with 6 decimals. */
export const USDT_DECIMALS = 6;

/** a - b at the larger scale of the two. */
export function subtractDecimal(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y) return '0';
  const scale = Math.max(x.scale, y.scale);
  const lift = (s: Scaled) => s.units * 10n ** BigInt(scale - s.scale);
  return toText(lift(x) - lift(y), scale);
}

/** The smaller of two decimals. */
export function minDecimal(a: string, b: string): string {
  return compareMoney(a, b) <= 0 ? a : b;
}

/** The most fiat a USDT amount covers (cut, never rounded up): the ceiling of a withdrawal. */
export function usdtToFiatDown(usdt: string, currency: Currency): string {
  return multiplyDecimal(usdt, currency.rate, currency.decimals, true);
}

/** A fiat amount typed by the player, as USDT (6 decimals). */
export function fiatToUsdt(fiat: string, currency: Currency): string {
  return divideDecimal(fiat, currency.rate, USDT_DECIMALS);
}

/** "40.500000" -> "40.5", "40.000000" -> "40". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
