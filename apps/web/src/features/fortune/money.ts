import type { Locale } from '@arcadia/contract';
import { formatAmount } from '../../i18n/formats.ts';

/**
 * Fortune's amounts are USDT decimal strings shown in the market's currency (`rate` fiat per USDT). The arithmetic
 * runs on digit strings through bigint: no amount ever becomes a float (DESIGN.md section 7). ui/decimal.ts cleans
 * what people type; comparing (with signs), multiplying and dividing live here, and in money-calc.ts the arithmetic
 * only forms need.
 */
export interface Currency {
  symbol: string;
  decimals: number;
  rate: string;
}

export interface Scaled {
  units: bigint;
  scale: number;
}

/** "-12.50" -> { units: -1250n, scale: 2 }; undefined when the text is not a plain decimal. */
export function scaled(value: string): Scaled | undefined {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (!match[2] && !match[3])) return undefined;
  const frac = match[3] ?? '';
  const units = BigInt(`${match[2] || '0'}${frac}`);
  return { units: match[1] ? -units : units, scale: frac.length };
}

/** Divides by 10^shift, rounding half away from zero (or towards zero with `down`). */
function roundShift(units: bigint, shift: number, down = false): bigint {
  if (shift <= 0) return units * 10n ** BigInt(-shift);
  const divisor = 10n ** BigInt(shift);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const rounded = (abs + (down ? 0n : divisor / 2n)) / divisor;
  return negative ? -rounded : rounded;
}

export function toText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}${int}${frac}`;
}

/** a x b, rounded half up to `decimals` places (cut with `down`). */
export function multiplyDecimal(a: string, b: string, decimals: number, down = false): string {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y) return '0';
  return toText(roundShift(x.units * y.units, x.scale + y.scale - decimals, down), decimals);
}

/** a / b, rounded half up to `decimals` places; '0' when b is zero. */
export function divideDecimal(a: string, b: string, decimals: number): string {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y || y.units === 0n) return '0';
  // a/b = (xu / 10^xs) / (yu / 10^ys); scaled by 10^(decimals+1) for the rounding digit.
  const numerator = x.units * 10n ** BigInt(y.scale + decimals + 1);
  const denominator = y.units * 10n ** BigInt(x.scale);
  return toText(roundShift(numerator / denominator, 1), decimals);
}

/** A USDT amount in the market's currency, rounded to the currency's decimals. */
export function usdtToFiat(usdt: string, currency: Currency): string {
  return multiplyDecimal(usdt, currency.rate, currency.decimals);
}

/** A fiat amount with the currency's symbol and the locale's separators (ru on Fortune: space thousands). */
export function formatFiat(fiat: string, currency: Currency, locale: Locale): string {
  const negative = fiat.trim().startsWith('-');
  const abs = negative ? fiat.trim().slice(1) : fiat;
  const text = formatAmount(abs, { locale, decimals: currency.decimals, subBrand: true });
  // A no-break space, so a narrow column never leaves the symbol alone at the end of a line.
  return `${negative ? '-' : ''}${currency.symbol}\u00a0${text}`;
}

/** A USDT amount shown in the market's currency: "₫ 25.400". */
export function formatMoney(usdt: string, currency: Currency, locale: Locale): string {
  return formatFiat(usdtToFiat(usdt, currency), currency, locale);
}

const ZERO: Scaled = { units: 0n, scale: 0 };

/** a against b, exactly and with their signs: -1, 0 or 1. A text that is not a plain decimal counts as 0. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const x = scaled(a) ?? ZERO;
  const y = scaled(b) ?? ZERO;
  const scale = Math.max(x.scale, y.scale);
  const diff = x.units * 10n ** BigInt(scale - x.scale) - y.units * 10n ** BigInt(scale - y.scale);
  return diff > 0n ? 1 : diff < 0n ? -1 : 0;
}

/** A share as a percentage with up to 2 decimals: "0.0125" -> "1.25". */
export function percentText(share: string, decimals = 2): string {
  return multiplyDecimal(share, '100', decimals).replace(/\.?0+$/, '') || '0';
}

/** How far `part` is of `whole`, 0-100 (for progress bars only: a display ratio, not money). */
export function progressPercent(part: string, whole: string): number {
  const ratio = divideDecimal(part, whole, 4);
  const percent = Number(multiplyDecimal(ratio, '100', 2));
  if (!Number.isFinite(percent) || compareMoney(whole, '0') === 0) return 100;
  return Math.max(0, Math.min(100, percent));
}

/** True when a >= b. */
export const atLeast = (a: string, b: string) => compareMoney(a, b) >= 0;

/** True for an amount above zero. */
export const isPositive = (value: string) => compareMoney(value, '0') > 0;
