import { describe, expect, it } from 'vitest';
import {
  accrued,
  decodeGenes,
  drawPet,
  LOOK_VARIANTS,
  missesAfter,
  petTermsFromWire,
  petTermsToWire,
  publishedOdds,
  RACE_POWER_CAP,
  raceOutcome,
  raceReturn,
  ratePerHour,
  speedUpCost,
  DEFAULT_PET_TERMS as T,
} from './pets.ts';

/** Pets' shared math: published odds are exact, pity's long-run rate, output integration, genes decoding. */
describe('pets math', () => {
  it('publishes exact odds: weight over total, summing to 1', () => {
    const odds = publishedOdds(T);
    expect(odds.map((o) => o.probability)).toEqual([0.6, 0.28, 0.1, 0.02]);
    expect(odds.reduce((s, o) => s + o.weight, 0)).toBe(10_000);
  });

  it('pity raises the long-run epic-or-better rate to p / (1 - (1-p)^N) exactly', () => {
    const p = 0.12;
    const n = T.pity;
    // Expected draws per epic-or-better under pity: sum_{k=0}^{N-1} (1-p)^k.
    const cycle = (1 - (1 - p) ** n) / p;
    expect(1 / cycle).toBeCloseTo(p / (1 - (1 - p) ** n), 12);
    expect(1 / cycle).toBeCloseTo(0.12261, 4);
  });

  it('draws deterministically from a seed pair and applies pity at pity-1 misses', () => {
    const pair = { serverSeed: 'server', clientSeed: 'client', nonce: 7 };
    expect(drawPet(T, pair, 0)).toEqual(drawPet(T, pair, 0));
    for (let nonce = 0; nonce < 200; nonce++) {
      const forced = drawPet(T, { ...pair, nonce }, T.pity - 1);
      expect(forced.pity).toBe(true);
      expect(['epic', 'legendary']).toContain(forced.rarity);
      expect(forced.genes).toMatch(/^[0-9a-f]{8}$/);
    }
    expect(missesAfter(3, 'common')).toBe(4);
    expect(missesAfter(3, 'epic')).toBe(0);
  });

  it('integrates output over stamina and the buff window', () => {
    const rate = ratePerHour(T, 'rare', 1);
    const base = {
      rarity: 'rare' as const,
      level: 1,
      lastCollectedMs: 0,
      staminaUntilMs: 10 * 3_600_000,
      buffUntilMs: null,
    };
    expect(accrued(T, base, 3_600_000)).toBe(rate);
    expect(accrued(T, base, 50 * 3_600_000)).toBe(rate * 10n);
    const buffed = { ...base, buffUntilMs: T.buffSeconds * 1000 };
    expect(accrued(T, buffed, 3_600_000)).toBe(rate + (rate * BigInt(T.buffBps)) / 10_000n);
    expect(ratePerHour(T, 'rare', 3)).toBe(rate + (rate * 2n * BigInt(T.levelBps)) / 10_000n);
    expect(speedUpCost(T, 61_000, 0)).toBe(T.speedUpPerMinute * 2n);
    expect(speedUpCost(T, null, 0)).toBe(0n);
  });

  it('decodes genes into every layer within its variants', () => {
    const looks = decodeGenes('ffffffff');
    for (const [k, n] of Object.entries(LOOK_VARIANTS)) expect(looks[k as keyof typeof looks]).toBeLessThan(n);
    expect(decodeGenes('00000000')).toEqual({ body: 0, colour: 0, pattern: 0, eyes: 0, accessory: 0 });
  });

  it('races a pet with its power up to the cap, where the return is the highest and still below the price', () => {
    const pair = { serverSeed: 'a'.repeat(64), clientSeed: 'c1', nonce: 7 };
    expect(raceOutcome(6_600, pair)).toEqual(raceOutcome(RACE_POWER_CAP, pair));
    expect(raceOutcome(100, pair)).not.toEqual(raceOutcome(RACE_POWER_CAP, pair));
    const returns = [10, 40, 80, 120, 160, RACE_POWER_CAP, 400, 6_600].map((p) => raceReturn(p, 4_000));
    for (let i = 1; i < returns.length; i++)
      expect(returns[i]).toBeGreaterThanOrEqual((returns[i - 1] as number) - 1e-9);
    expect(raceReturn(RACE_POWER_CAP, 4_000)).toBeCloseTo(0.9019, 3);
    expect(raceReturn(6_600, 4_000)).toBeLessThan(0.95);
  });
});

describe('pet terms as settings', () => {
  it('round-trips the defaults through the wire form', () => {
    const wire = petTermsToWire(T);
    expect(wire.draw_price).toBe('100');
    expect(wire.speed_up_per_minute).toBe('0.5');
    expect(petTermsFromWire(wire)).toEqual({ terms: T });
  });

  it('names each wrong field', () => {
    const wire = petTermsToWire(T);
    const bad = petTermsFromWire({
      ...wire,
      weights: [6000, 2800, 1000, 0],
      market_fee_bps: 2001,
      base_rate: ['2', '0', '12', '30'],
      level_cost: ['1', '2'],
      draw_price: '1.005',
    });
    expect('errors' in bad && Object.keys(bad.errors).sort()).toEqual(
      ['base_rate.1', 'draw_price', 'level_cost', 'market_fee_bps', 'weights.3'].sort(),
    );
    const sum = petTermsFromWire({ ...wire, weights: [6000, 2800, 1000, 201] });
    expect('errors' in sum && sum.errors.weights?.[0]).toContain('10000');
  });
});
