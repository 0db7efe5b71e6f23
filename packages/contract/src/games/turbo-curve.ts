/**
 * turbo's multiplier curve (the rest of the game's math, with the hashing, is in turbo.ts, which re-exports this):
 * pure arithmetic, so the game's screen can draw the rounds without loading SHA-256.
 */

/** "2.35" for 235. */
export function multiplierText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * The multiplier's rise while a round runs: m(t) = e^(GROWTH x t ms), 2x after about 11.6 s, 10x after about 38 s.
 * Shown to two decimals, rounded down; the round crashes the moment m reaches the crash point.
 */
export const TURBO_GROWTH_PER_MS = 0.00006;

export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(TURBO_GROWTH_PER_MS * Math.max(0, elapsedMs)));
}

/** When (ms after the start) the multiplier reaches `hundredths`. */
export function msUntil(hundredths: number): number {
  return Math.ceil(Math.log(hundredths / 100) / TURBO_GROWTH_PER_MS);
}
