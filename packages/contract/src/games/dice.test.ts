import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_CHANCE_BP,
  DICE_MIN_CHANCE_BP,
  DICE_ROLLS,
  diceExactRtp,
  diceMultiplierText,
  diceOutcome,
  dicePayout,
  diceRoll,
  diceWins,
  rollText,
} from './dice.ts';

describe('dice', () => {
  it('returns exactly 99 % of the stake for every chance and side (1 % edge)', () => {
    for (let chance = DICE_MIN_CHANCE_BP; chance <= DICE_MAX_CHANCE_BP; chance += 7) {
      for (const side of ['under', 'over'] as const) {
        const { num, den } = diceExactRtp(chance, side);
        expect(num * 100n).toBe(den * 99n);
      }
    }
  });

  it('wins on exactly chance of the 10000 rolls on each side', () => {
    const chance = 4950;
    let under = 0;
    let over = 0;
    for (let roll = 0; roll < DICE_ROLLS; roll++) {
      if (diceWins(roll, chance, 'under')) under++;
      if (diceWins(roll, chance, 'over')) over++;
    }
    expect(under).toBe(chance);
    expect(over).toBe(chance);
    expect(diceWins(4949, chance, 'under')).toBe(true);
    expect(diceWins(4950, chance, 'under')).toBe(false);
    expect(diceWins(5050, chance, 'over')).toBe(true);
    expect(diceWins(5049, chance, 'over')).toBe(false);
  });

  it('pays floor(bet x 99 / chance %)', () => {
    expect(diceMultiplierText(5000)).toBe('1.9800');
    expect(diceMultiplierText(100)).toBe('99.0000');
    expect(diceMultiplierText(3300)).toBe('3.0000');
    expect(dicePayout(1_000_000n, 5000)).toBe(1_980_000n);
    expect(dicePayout(1n, 5000)).toBe(1n);
    expect(dicePayout(333_300n, 3333)).toBe(990_000n);
  });

  it('rolls the same for the same pair and differently per nonce', () => {
    const pair = { serverSeed: 'server', clientSeed: 'client', nonce: 0 };
    const a = diceRoll(pair);
    expect(a).toBe(diceRoll({ ...pair }));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(DICE_ROLLS);
    const rolls = new Set(Array.from({ length: 50 }, (_, nonce) => diceRoll({ ...pair, nonce })));
    expect(rolls.size).toBeGreaterThan(40);
    expect(diceOutcome(pair, 9500, 'under').won).toBe(a < 9500);
    expect(rollText(5)).toBe('0.05');
    expect(rollText(9999)).toBe('99.99');
  });

  it('simulated rolls come out near 99 % too', () => {
    let paid = 0n;
    const n = 20_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const { won } = diceOutcome({ serverSeed: 'sim', clientSeed: 'c', nonce }, 5000, 'over');
      if (won) paid += dicePayout(1_000_000n, 5000);
    }
    const rtp = Number(paid) / (n * 1_000_000);
    expect(rtp).toBeGreaterThan(0.96);
    expect(rtp).toBeLessThan(1.02);
  });
});
