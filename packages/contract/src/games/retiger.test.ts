// biome-ignore lint/style/noRestrictedImports: a test-only dev dependency (the root's); nothing ships it
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floats } from '../fairness.ts';
import {
  floatIndexCounts,
  RETIGER,
  RETIGER_LINES,
  RETIGER_MAX_WIN_UNITS,
  RETIGER_MULTIPLIER_WEIGHTS,
  RETIGER_MULTIPLIERS,
  RETIGER_PAYTABLE,
  RETIGER_PUBLISHED_RTP,
  RETIGER_STRIPS,
  RETIGER_SYMBOLS,
  type RetigerSymbol,
  retigerEvaluate,
  retigerExactRtp,
  retigerFromFloats,
  retigerLineSymbol,
  retigerPayout,
  retigerSpin,
  retigerStreamRtp,
  retigerTotalBet,
} from './retiger.ts';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

describe('retiger: the model', () => {
  it('publishes 5 lines (3 rows, 2 diagonals), 8 symbols with the wild paying the most, 3 strips of 30-60 stops', () => {
    expect(RETIGER_LINES).toEqual([
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ]);
    expect(RETIGER.lineCount).toBe(5);
    expect(RETIGER_SYMBOLS).toHaveLength(8);
    const others = RETIGER_SYMBOLS.filter((s) => s !== RETIGER.wild).map((s) => RETIGER_PAYTABLE[s]);
    expect(RETIGER_PAYTABLE[RETIGER.wild]).toBeGreaterThan(Math.max(...others));
    for (const strip of RETIGER_STRIPS) {
      expect(strip.length).toBeGreaterThanOrEqual(30);
      expect(strip.length).toBeLessThanOrEqual(60);
      for (const s of strip) expect(RETIGER_SYMBOLS).toContain(s);
      expect(strip.slice(0, 3)).toEqual(['tiger', 'tiger', 'tiger']);
    }
    expect(RETIGER_MULTIPLIERS).toHaveLength(RETIGER_MULTIPLIER_WEIGHTS.length);
    expect(RETIGER_MAX_WIN_UNITS).toBe(2500 * 5);
  });
});

describe('retiger: exact RTP', () => {
  const exact = retigerExactRtp();

  it('equals the published RTP (a change to the model fails here until the constant is recomputed)', () => {
    expect(exact.rtpNumerator).toBe(RETIGER_PUBLISHED_RTP.numerator);
    expect(exact.rtpDenominator).toBe(RETIGER_PUBLISHED_RTP.denominator);
    expect(gcd(exact.rtpNumerator, exact.rtpDenominator)).toBe(1n);
    expect((exact.rtp * 100).toFixed(2)).toBe(RETIGER_PUBLISHED_RTP.percent);
    expect(exact.rtp).toBeGreaterThanOrEqual(0.964);
    expect(exact.rtp).toBeLessThanOrEqual(0.966);
    expect(exact.hitFrequency).toBeGreaterThanOrEqual(0.25);
    expect(exact.hitFrequency).toBeLessThanOrEqual(0.4);
    expect(exact.boards).toBe(48 * 50 * 52);
    expect(exact.maxWinUnits).toBe(RETIGER_MAX_WIN_UNITS);
    expect(exact.cappedProbability).toBeGreaterThan(0);
    expect(exact.stdev).toBeCloseTo(Math.sqrt(exact.variance), 12);
  });

  it('agrees with the per-line formula from symbol counts, less what the cap takes', () => {
    // Every line sees one uniform, independent cell per reel, so E[line pay] follows from the counts alone:
    // P(line pays s) = prod_r (n_r(s) + n_r(wild)) / L_r - prod_r n_r(wild) / L_r, P(three wilds) = prod_r n_r(wild) / L_r.
    const lengths = RETIGER_STRIPS.map((s) => BigInt(s.length));
    const boards = lengths.reduce((a, b) => a * b, 1n);
    const count = (reel: number, s: RetigerSymbol) =>
      BigInt((RETIGER_STRIPS[reel] ?? []).filter((x) => x === s).length);
    const wilds = [0, 1, 2].map((r) => count(r, 'tiger')).reduce((a, b) => a * b, 1n);
    let linePaySum = wilds * BigInt(RETIGER_PAYTABLE.tiger); // sum over boards of one line's pay
    for (const s of RETIGER_SYMBOLS.filter((x) => x !== 'tiger')) {
      const hits = [0, 1, 2].map((r) => count(r, s) + count(r, 'tiger')).reduce((a, b) => a * b, 1n) - wilds;
      linePaySum += hits * BigInt(RETIGER_PAYTABLE[s]);
    }
    const weightTotal = BigInt(RETIGER_MULTIPLIER_WEIGHTS.reduce((a, b) => a + b, 0));
    const multiplierSum = RETIGER_MULTIPLIERS.reduce(
      (s, m, i) => s + BigInt(m * (RETIGER_MULTIPLIER_WEIGHTS[i] ?? 0)),
      0n,
    );
    // Uncapped RTP = 5 lines x E[line pay] x E[multiplier] / 5 = linePaySum x multiplierSum / (boards x weightTotal).
    // The cap's cut, found here by brute force over the boards whose largest multiplier would pass the cap.
    let cut = 0n;
    const top = Math.max(...RETIGER_MULTIPLIERS);
    for (let a = 0; a < 48; a++)
      for (let b = 0; b < 50; b++)
        for (let c = 0; c < 52; c++) {
          const base = retigerEvaluate([a, b, c], 1).baseUnits;
          if (base * top <= RETIGER_MAX_WIN_UNITS) continue;
          RETIGER_MULTIPLIERS.forEach((m, i) => {
            const over = base * m - RETIGER_MAX_WIN_UNITS;
            if (over > 0) cut += BigInt(over * (RETIGER_MULTIPLIER_WEIGHTS[i] ?? 0));
          });
        }
    expect(cut).toBeGreaterThan(0n); // the cap binds somewhere, so the exact RTP must reflect it
    const den = boards * weightTotal * 5n;
    const num = linePaySum * multiplierSum * 5n - cut;
    expect(exact.rtpNumerator * den).toBe(num * exact.rtpDenominator);
  });

  it('under the stream`s exact 2^32-float draw differs from the uniform-stop RTP by less than 1e-7', () => {
    const stream = retigerStreamRtp();
    expect(Math.abs(stream.rtp - exact.rtp)).toBeLessThan(1e-7);
    expect(stream.rtpNumerator * exact.rtpDenominator).not.toBe(exact.rtpNumerator * stream.rtpDenominator);
    for (const n of [48, 50, 52, 1000]) {
      const counts = floatIndexCounts(n);
      expect(counts.reduce((a, b) => a + b, 0n)).toBe(2n ** 32n);
      const floor = 2n ** 32n / BigInt(n);
      for (const c of counts) expect(c === floor || c === floor + 1n).toBe(true);
    }
  });
});

describe('retiger: evaluator', () => {
  it('reads the window p, p+1, p+2 of each strip, wrapping round', () => {
    const o = retigerEvaluate([47, 49, 51], 1);
    expect(o.grid).toEqual([
      ['firecracker', 'tiger', 'tiger'],
      ['king', 'tiger', 'tiger'],
      ['ace', 'tiger', 'tiger'],
    ]);
    expect(o.lineWins).toEqual([
      { line: 0, symbol: 'tiger', pay: 300 },
      { line: 2, symbol: 'tiger', pay: 300 },
      { line: 3, symbol: 'firecracker', pay: 15 },
      { line: 4, symbol: 'ace', pay: 5 },
    ]);
    expect(o.baseUnits).toBe(620);
  });

  it('lets the tiger stand in for any symbol, and pays three tigers as the tiger', () => {
    expect(retigerLineSymbol('tiger', 'tiger', 'tiger')).toBe('tiger');
    expect(retigerLineSymbol('tiger', 'ingot', 'tiger')).toBe('ingot');
    expect(retigerLineSymbol('ace', 'tiger', 'ace')).toBe('ace');
    expect(retigerLineSymbol('king', 'king', 'king')).toBe('king');
    expect(retigerLineSymbol('tiger', 'ingot', 'orange')).toBeNull();
    expect(retigerLineSymbol('king', 'ace', 'king')).toBeNull();
    const o = retigerEvaluate([0, 2, 2], 3);
    expect(o.grid).toEqual([
      ['tiger', 'tiger', 'tiger'],
      ['tiger', 'ingot', 'king'],
      ['tiger', 'king', 'ingot'],
    ]);
    expect(o.lineWins).toEqual([
      { line: 1, symbol: 'tiger', pay: 300 },
      { line: 3, symbol: 'ingot', pay: 100 },
      { line: 4, symbol: 'ingot', pay: 100 },
    ]);
    expect(o).toMatchObject({ baseUnits: 500, multiplier: 3, winUnits: 1500, capped: false });
  });

  it('pays each of the five lines on its own', () => {
    const cases: [[number, number, number], number, RetigerSymbol, number][] = [
      [[3, 9, 7], 0, 'coin_bag', 50], // middle row: coin_bag, coin_bag, coin_bag
      [[3, 8, 5], 1, 'orange', 10], // top row
      [[3, 4, 5], 2, 'ace', 5], // bottom row
      [[3, 7, 3], 3, 'orange', 10], // orange (reel 0 top), orange (reel 1 middle), orange (reel 2 bottom)
      [[3, 5, 7], 4, 'ace', 5], // ace (reel 0 bottom), ace (reel 1 middle), ace (reel 2 top)
    ];
    for (const [stops, line, symbol, pay] of cases) {
      const o = retigerEvaluate(stops, 1);
      expect(o.lineWins).toEqual([{ line, symbol, pay }]);
      const rows = RETIGER_LINES[line] ?? [];
      expect(rows.map((row, reel) => o.grid[reel]?.[row])).toEqual([symbol, symbol, symbol]);
      expect(o.winUnits).toBe(pay);
    }
    const threeRows = retigerEvaluate([5, 6, 10], 2);
    expect(threeRows.grid).toEqual([
      ['ace', 'king', 'orange'],
      ['ace', 'king', 'orange'],
      ['ace', 'king', 'orange'],
    ]);
    expect(threeRows).toMatchObject({ baseUnits: 2 + 5 + 10, winUnits: 34, capped: false });
  });

  it('caps the win at 2,500 total bets after the multiplier', () => {
    const nine = (m: number) => retigerEvaluate([0, 0, 0], m);
    expect(nine(1).lineWins.map((w) => w.symbol)).toEqual(Array(5).fill('tiger'));
    expect(nine(1)).toMatchObject({ baseUnits: 1500, winUnits: 1500, capped: false });
    expect(nine(5)).toMatchObject({ baseUnits: 1500, winUnits: 7500, capped: false });
    expect(nine(10)).toMatchObject({ baseUnits: 1500, winUnits: RETIGER_MAX_WIN_UNITS, capped: true });
    expect(retigerEvaluate([0, 1, 1], 10)).toMatchObject({ baseUnits: 902, winUnits: 9020, capped: false });
  });

  it('refuses stops off the strip and multipliers not in the table', () => {
    expect(() => retigerEvaluate([48, 0, 0], 1)).toThrow(RangeError);
    expect(() => retigerEvaluate([0, -1, 0], 1)).toThrow(RangeError);
    expect(() => retigerEvaluate([0, 0, 1.5], 1)).toThrow(RangeError);
    expect(() => retigerEvaluate([0, 0, 0], 4)).toThrow(RangeError);
    expect(() => retigerFromFloats([0.1, 0.2, 1, 0.5])).toThrow(RangeError);
    expect(() => retigerFromFloats([0.1, 0.2, 0.3])).toThrow(RangeError);
  });

  it('keeps its invariants on any floats', () => {
    const float = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((k) => k / 2 ** 32);
    fc.assert(
      fc.property(fc.tuple(float, float, float, float), (f) => {
        const o = retigerFromFloats(f);
        expect(o.stops).toEqual(RETIGER_STRIPS.map((s, r) => Math.floor((f[r] as number) * s.length)));
        expect(o.baseUnits).toBe(o.lineWins.reduce((s, w) => s + w.pay, 0));
        expect(new Set(o.lineWins.map((w) => w.line)).size).toBe(o.lineWins.length);
        for (const w of o.lineWins) {
          const cells = (RETIGER_LINES[w.line] ?? []).map((row, reel) => o.grid[reel]?.[row]);
          expect(cells.every((c) => c === w.symbol || c === 'tiger')).toBe(true);
          expect(w.pay).toBe(RETIGER_PAYTABLE[w.symbol]);
        }
        expect(o.winUnits).toBe(Math.min(o.baseUnits * o.multiplier, RETIGER_MAX_WIN_UNITS));
        expect(o.capped).toBe(o.baseUnits * o.multiplier > RETIGER_MAX_WIN_UNITS);
      }),
      { numRuns: 2000 },
    );
  });

  it('draws the multiplier from float 3 by cumulative weight (x1 below 749/1000, x2 from there)', () => {
    const at = (f3: number) => retigerFromFloats([0, 0, 0, f3]).multiplier;
    expect(at(0)).toBe(1);
    expect(at(0.748999)).toBe(1);
    expect(at(0.749)).toBe(2);
    expect(at(0.899999)).toBe(2);
    expect(at(0.9)).toBe(3);
    expect(at(0.96)).toBe(5);
    expect(at(0.99)).toBe(10);
    expect(at(1 - 2 ** -32)).toBe(10);
  });
});

describe('retiger: spins from the fairness stream', () => {
  it('is determined by the seed pair: floats 0-2 pick the stops, float 3 the multiplier', () => {
    // Server seed "def", client seed "abc", nonce 0: floats 0.83205..., 0.85312..., 0.18227..., 0.77428...
    // (fairness.test.ts, the Shuffle vector), so stops floor(f x 48, 50, 52) = 39, 42, 9 and floor(0.774 x 1000) = 774 -> x2.
    const pair = { serverSeed: 'def', clientSeed: 'abc', nonce: 0 };
    const o = retigerSpin(pair);
    expect(o.stops).toEqual([39, 42, 9]);
    expect(o.multiplier).toBe(2);
    expect(o.grid).toEqual([
      ['king', 'ingot', 'lantern'],
      ['orange', 'king', 'firecracker'],
      ['firecracker', 'ace', 'king'],
    ]);
    // The diagonal from the top left: king, king, king.
    expect(o).toMatchObject({
      lineWins: [{ line: 3, symbol: 'king', pay: 2 }],
      baseUnits: 2,
      winUnits: 4,
      capped: false,
    });
    expect(retigerSpin(pair)).toEqual(o);
    expect(retigerFromFloats(floats('def', 'abc', 0, 4))).toEqual(o);
    expect(retigerSpin({ ...pair, nonce: 1 }).stops).not.toEqual(o.stops);
  });

  it('finds a winning spin among the first nonces and reproduces it', () => {
    const pair = { serverSeed: 'retiger-test-server-seed', clientSeed: 'player-1', nonce: 0 };
    let nonce = 0;
    while (retigerSpin({ ...pair, nonce }).winUnits === 0) nonce++;
    const win = retigerSpin({ ...pair, nonce });
    expect(nonce).toBeLessThan(50);
    expect(win.lineWins.length).toBeGreaterThan(0);
    expect(retigerSpin({ ...pair, nonce })).toEqual(win);
  });
});

describe('retiger: payout in minor units', () => {
  it('is winUnits x the line bet, exactly, in bigint', () => {
    expect(retigerTotalBet(200_000n)).toBe(1_000_000n); // 0.2 USDT a line, 1 USDT a spin
    expect(retigerPayout(200_000n, retigerEvaluate([0, 2, 2], 3))).toBe(300_000_000n); // 1500 units = 300 USDT
    expect(retigerPayout(200_000n, retigerEvaluate([0, 0, 0], 10))).toBe(2_500_000_000n); // the cap: 2500 x 1 USDT
    expect(retigerPayout(123_456_789n, { winUnits: 0 })).toBe(0n);
    // Beyond 2^53 stays exact.
    expect(retigerPayout(10n ** 18n + 1n, { winUnits: RETIGER_MAX_WIN_UNITS })).toBe(12_500_000_000_000_000_012_500n);
    expect(() => retigerPayout(-1n, { winUnits: 5 })).toThrow(RangeError);
    expect(() => retigerPayout(1n, { winUnits: 2.5 })).toThrow(RangeError);
    expect(() => retigerPayout(1n, { winUnits: RETIGER_MAX_WIN_UNITS + 1 })).toThrow(RangeError);
    expect(() => retigerTotalBet(-5n)).toThrow(RangeError);
  });
});
