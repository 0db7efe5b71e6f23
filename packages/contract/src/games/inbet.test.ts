import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  INBET_MAX_STEP,
  inbetNextLink,
  inbetPayout,
  inbetResult,
  inbetReturn,
  openRoundAt,
  priceMinor,
  priceText,
  roundTimes,
  tickStep,
  tieProbability,
  verifyInbetRound,
} from './inbet.ts';

function chainOf(length: number) {
  const links = [bytesToHex(randomBytes(32))];
  for (let k = 1; k <= length; k++) links.push(inbetNextLink(links[k - 1] as string));
  return links;
}

describe('inbet math', () => {
  it('pays 1.95x the right side, refunds ties and void rounds, pays nothing to the wrong side', () => {
    expect(inbetResult(100, 101)).toBe('up');
    expect(inbetResult(100, 99)).toBe('down');
    expect(inbetResult(100, 100)).toBe('tie');
    expect(inbetResult(null, 100)).toBe('void');
    expect(inbetPayout(1_000_000n, 'up', 'up')).toBe(1_950_000n);
    expect(inbetPayout(1_000_000n, 'down', 'up')).toBe(0n);
    expect(inbetPayout(1_000_000n, 'down', 'tie')).toBe(1_000_000n);
    expect(inbetPayout(3_333_333n, 'down', 'down')).toBe(6_499_999n);
    expect(inbetPayout(1_000_000n, 'up', 'void')).toBe(1_000_000n);
  });

  it('runs rounds on a fixed schedule: one takes positions while the one before it runs', () => {
    expect(roundTimes(10, 60_000)).toEqual({ opensAt: 600_000, locksAt: 660_000, closesAt: 720_000 });
    expect(openRoundAt(659_999, 60_000)).toBe(10);
    expect(openRoundAt(660_000, 60_000)).toBe(11);
  });

  it('draws every step -20..20 equally often and mirrors up and down (exact over all 256 bytes)', () => {
    // The acceptance rule: 246 of 256 bytes are used, 6 for each of the 41 steps.
    const counts = new Map<number, number>();
    for (let b = 0; b < 246; b++) counts.set((b % 41) - 20, (counts.get((b % 41) - 20) ?? 0) + 1);
    expect([...counts.values()].every((c) => c === 6)).toBe(true);
    expect(counts.size).toBe(2 * INBET_MAX_STEP + 1);
    // And over real links the mean step is close to 0.
    const links = chainOf(4000);
    const steps = links.map((l) => tickStep(l, 'salt', 'BTCUSDT'));
    expect(Math.max(...steps)).toBeLessThanOrEqual(20);
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(-20);
    const mean = steps.reduce((a, s) => a + s, 0) / steps.length;
    expect(Math.abs(mean)).toBeLessThan(0.7);
    // Pairs move apart: the same link gives each its own step.
    const other = links.map((l) => tickStep(l, 'salt', 'ETHUSDT'));
    expect(other).not.toEqual(steps);
  });

  it('states the edge exactly: 2.5 % of the stakes that do not tie', () => {
    expect(tieProbability(1, 1)).toBeCloseTo(1 / 3, 12);
    expect(tieProbability(2, 1)).toBeCloseTo(3 / 9, 12);
    expect(tieProbability(3, 1)).toBeCloseTo(7 / 27, 12);
    const q = tieProbability(60);
    expect(q).toBeGreaterThan(0.0043);
    expect(q).toBeLessThan(0.0045);
    expect(inbetReturn(0)).toBeCloseTo(0.975, 12);
    expect(1 - inbetReturn(q)).toBeCloseTo(0.025 * (1 - q), 12);
  });

  it('verifies a round from its close link back to the commitment, and refuses a link of another chain', () => {
    const links = chainOf(200);
    const commitment = links[200] as string;
    const first = 1_000;
    const linkOf = (tick: number) => links[200 - (tick - first + 1)] as string;
    const lockTick = 1_050;
    const closeTick = 1_110;
    let delta = 0;
    for (let k = lockTick + 1; k <= closeTick; k++) delta += tickStep(linkOf(k), 's', 'TONUSDT');
    const proof = {
      pair: 'TONUSDT',
      commitment,
      salt: 's',
      chainFirstTick: first,
      lockTick,
      closeTick,
      closeHash: linkOf(closeTick),
    };
    const verified = verifyInbetRound(proof);
    expect(verified.steps).toHaveLength(60);
    expect(verified.delta).toBe(delta);
    expect(verified.result).toBe(delta > 0 ? 'up' : delta < 0 ? 'down' : 'tie');
    expect(() => verifyInbetRound({ ...proof, closeHash: linkOf(closeTick - 1) })).toThrow(/commitment/);
    expect(() => verifyInbetRound({ ...proof, closeHash: bytesToHex(randomBytes(32)) })).toThrow();
  });

  it('formats and reads prices in minor units', () => {
    expect(priceText(6_500_012, 2)).toBe('65000.12');
    expect(priceText(52_000, 4)).toBe('5.2000');
    expect(priceText(5, 4)).toBe('0.0005');
    expect(priceMinor('67321.45000000', 2)).toBe(6_732_145);
    expect(priceMinor('5.21239', 4)).toBe(52_123);
    expect(priceMinor('abc', 2)).toBeUndefined();
  });
});
