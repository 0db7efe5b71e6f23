import type { Locale } from '@arcadia/contract';
import { divideDecimal, multiplyDecimal, percentText, toText } from '../money.ts';

/** Basis points as a percentage: 2500 -> "25%", 250 -> "2.5%". */
export function bpsText(bps: number): string {
  return `${percentText(divideDecimal(String(bps), '10000', 4))}%`;
}

/** A UTC day (YYYY-MM-DD) in the player's words: the day itself, whatever their time zone. */
export function dayText(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  try {
    return date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  } catch {
    return day;
  }
}

/**
 * What a day's team wager earns as it stands (the direct part, as the daily job computes it): wager x house edge x
 * rate, rounded down to USDT's 6 decimals. Exact: bigint digits, never a float.
 */
export function commissionEstimate(wager: string, houseEdgeBps: number, rateBps: number): string {
  const share = toText(BigInt(houseEdgeBps) * BigInt(rateBps), 8);
  return multiplyDecimal(wager, share, 6, true).replace(/\.?0+$/, '') || '0';
}
