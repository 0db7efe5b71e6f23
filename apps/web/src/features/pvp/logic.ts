import type { pvp } from '@arcadia/contract';

type PvpMatchView = pvp.PvpMatchView;

/** Pure helpers of the PvP screens (tested in pvp.test.ts). */

/** Totals of the dice shown so far, per side. */
export function shownTotals(rounds: PvpMatchView['rounds']): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (const r of rounds) {
    for (const d of r.a ?? []) a += d;
    for (const d of r.b ?? []) b += d;
  }
  return { a, b };
}

/** The round the caller is on (1-based, capped at the last round). */
export function currentRound(m: Pick<PvpMatchView, 'rolled_a' | 'rolled_b' | 'rounds'>): number {
  return Math.min(m.rounds.length, Math.min(m.rolled_a, m.rolled_b) + 1);
}

/** "mine" and "theirs" from a match seen from side `me`. */
export function sides<T>(me: 'a' | 'b', a: T, b: T): { mine: T; theirs: T } {
  return me === 'a' ? { mine: a, theirs: b } : { mine: b, theirs: a };
}

/** A fresh client seed for a join: 16 hex characters from the browser's random source. */
export function newClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A decimal string as an integer of `scale` fraction digits (extra digits dropped). */
function scaled(amount: string, scale: number): bigint {
  const [whole = '0', frac = ''] = amount.trim().split('.');
  return BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(frac.padEnd(scale, '0').slice(0, scale) || '0');
}

/**
 * What `balance` lacks to cover `stake` (decimal strings, no float), as a decimal string; null when it covers it or
 * the balance is unknown.
 */
export function shortBy(balance: string | null, stake: string): string | null {
  if (balance === null) return null;
  const scale = Math.max(balance.split('.')[1]?.length ?? 0, stake.split('.')[1]?.length ?? 0);
  const missing = scaled(stake, scale) - scaled(balance, scale);
  if (missing <= 0n) return null;
  const digits = missing.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? digits.slice(-scale).replace(/0+$/, '') : '';
  return frac ? `${whole}.${frac}` : whole;
}
