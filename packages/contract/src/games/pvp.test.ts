import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness.ts';
import { dieOfFloat, pvpExactOdds, pvpFee, pvpMatch, pvpPayout, pvpRound, verifyPvp } from './pvp.ts';

const seeds = { serverSeed: 'server-seed-1', clientSeedA: 'alice', clientSeedB: 'bob' };

describe('pvp dice duel', () => {
  it('maps floats to fair dice 1-6', () => {
    expect(dieOfFloat(0)).toBe(1);
    expect(dieOfFloat(0.9999999)).toBe(6);
    expect(dieOfFloat(1 / 6)).toBe(2);
  });

  it('is deterministic and depends on both client seeds', () => {
    expect(pvpMatch(seeds)).toEqual(pvpMatch({ ...seeds }));
    const other = [0, 1, 2].some(
      (r) => JSON.stringify(pvpRound(seeds, r)) !== JSON.stringify(pvpRound({ ...seeds, clientSeedB: 'bob2' }, r)),
    );
    expect(other).toBe(true);
    for (const r of pvpMatch(seeds).rounds) for (const d of [...r.a, ...r.b]) expect(d >= 1 && d <= 6).toBe(true);
    expect(() => pvpRound(seeds, 3)).toThrow();
  });

  it('is symmetric: exact win chances equal, draws refunded', () => {
    const o = pvpExactOdds();
    expect(o.winA + o.draw + o.winB).toBe(o.total);
    expect(o.total).toBe(36n ** 6n);
    // draw probability of two 6d6 sums: about 5.7 %
    const drawPct = Number((o.draw * 10_000n) / o.total) / 100;
    expect(drawPct).toBeGreaterThan(5);
    expect(drawPct).toBeLessThan(7);
  });

  it('simulated results match the exact odds and the house edge is only the fee', () => {
    const counts = { a: 0, b: 0, draw: 0 };
    const n = 4000;
    for (let i = 0; i < n; i++) counts[pvpMatch({ serverSeed: `s${i}`, clientSeedA: 'a', clientSeedB: 'b' }).result]++;
    const o = pvpExactOdds();
    const pDraw = Number(o.draw) / Number(o.total);
    const pWin = Number(o.winA) / Number(o.total);
    expect(Math.abs(counts.draw / n - pDraw)).toBeLessThan(0.02);
    expect(Math.abs(counts.a / n - pWin)).toBeLessThan(0.03);
    expect(Math.abs(counts.b / n - pWin)).toBeLessThan(0.03);
    // player RTP = pWin * (2 - fee) + pDraw * 1 per stake; with a 5 % fee: 1 - pWin * 0.1
    const rtp = (pWin * Number(pvpPayout(10_000n, 500))) / 10_000 + pDraw;
    expect(rtp).toBeCloseTo(1 - pWin * 0.1, 6);
  });

  it('fee and payout', () => {
    expect(pvpFee(1_000_000n, 500)).toBe(100_000n);
    expect(pvpPayout(1_000_000n, 500)).toBe(1_900_000n);
    expect(pvpFee(3n, 250)).toBe(0n);
    expect(() => pvpFee(1n, -1)).toThrow();
    expect(() => pvpFee(1n, 2_001)).toThrow();
  });

  it('verifies a revealed seed against the commitment', () => {
    const hash = hashServerSeed(seeds.serverSeed);
    const result = pvpMatch(seeds).result;
    expect(verifyPvp(seeds, hash, result)).toEqual({ hashOk: true, resultOk: true });
    expect(verifyPvp({ ...seeds, serverSeed: 'x' }, hash, result).hashOk).toBe(false);
  });
});
