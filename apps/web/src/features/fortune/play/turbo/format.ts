import type { Locale } from '@arcadia/contract';
import { formatAmount } from '../../../../i18n/formats.ts';

/** A multiplier ("2.35", from the server or multiplierText) with the locale's decimal mark: "2,35×" in vi. */
export function formatMultiplier(text: string, locale: Locale): string {
  return `${formatAmount(text, { locale, decimals: 2, subBrand: true })}×`;
}

/** "2.35" -> 235; NaN for anything else. */
export function hundredthsOf(text: string): number {
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** Crash points by size, for the history's colours: under 2x, under 10x, 10x and more. */
export function crashTier(text: string): 'low' | 'mid' | 'high' {
  const h = hundredthsOf(text);
  return h >= 1000 ? 'high' : h >= 200 ? 'mid' : 'low';
}
