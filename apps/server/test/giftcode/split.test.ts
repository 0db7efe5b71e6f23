import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomSplit, secureDraw } from '../../src/services/giftcode/split.ts';

/** The random split of a red packet: the parts always sum to the funded amount, each at least 1 minor unit. */
describe('red packet random split', () => {
  it('sums to the total with every part at least 1, for any total and claimer count (seeded draws)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 1, maxLength: 50 }),
        (raw, count, randoms) => {
          const total = raw < BigInt(count) ? BigInt(count) + raw : raw;
          let i = 0;
          // A draw from the generated numbers: covers the extremes (0 and just below the cap) as well as the middle.
          const draw = (below: bigint) => {
            const r = randoms[i++ % randoms.length] ?? 0;
            const scaled = BigInt(Math.floor(r * 1e9));
            return (scaled * below) / 1_000_000_000n;
          };
          const parts = randomSplit(total, count, draw);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          for (const p of parts) expect(p >= 1n).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('holds with the CSPRNG too, including a total of exactly one unit per claimer', () => {
    for (const [total, count] of [
      [1n, 1],
      [5n, 5],
      [6n, 5],
      [100n, 7],
      [8_800_000n, 8],
      [10n ** 16n, 1000],
    ] as const) {
      const parts = randomSplit(total, count);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
      expect(parts.every((p) => p >= 1n)).toBe(true);
    }
    expect(randomSplit(5n, 5)).toEqual([1n, 1n, 1n, 1n, 1n]);
  });

  it('spreads the parts: no claimer is always first or last to get the most', () => {
    const tops = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const parts = randomSplit(1_000_000n, 5);
      const largest = [...parts].sort((a, b) => Number(b - a))[0] as bigint;
      tops.add(parts.indexOf(largest));
    }
    expect(tops.size).toBe(5);
  });

  it('refuses fewer units than claimers, and draws uniformly within a range', () => {
    expect(() => randomSplit(4n, 5)).toThrow();
    expect(() => randomSplit(4n, 0)).toThrow();
    const seen = new Set<bigint>();
    for (let i = 0; i < 500; i += 1) {
      const v = secureDraw(7n);
      expect(v >= 0n && v < 7n).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
    const big = 2n ** 100n;
    expect(secureDraw(big) < big).toBe(true);
  });
});
