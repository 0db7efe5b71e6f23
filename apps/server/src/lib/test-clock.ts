/**
 * Per-area clocks for time-dependent product rules (rentals, maturities, rounds, grace periods).
 *
 * In the product each area's clock is the server's (`Date.now()`). With `TEST_CLOCK=true` the e2e suite moves one
 * area's clock forward through `POST /dev/test-clock` (plugins/test-clock.ts), so a rental can expire or a round end
 * while the other areas, and the session and replay checks, keep real time. Offsets live in this process only:
 * a test server is one process.
 */
const offsets = new Map<string, number>();

export interface AreaClock {
  nowMs(): number;
  now(): Date;
}

export function testClock(area: string): AreaClock {
  const nowMs = () => Date.now() + (offsets.get(area) ?? 0);
  return { nowMs, now: () => new Date(nowMs()) };
}

/** Moves an area's clock forward; answers the area's total offset in milliseconds. */
export function advanceTestClock(area: string, ms: number): number {
  const offset = (offsets.get(area) ?? 0) + ms;
  offsets.set(area, offset);
  return offset;
}
