import { describe, expect, it } from 'vitest';
import {
  guessRefusal,
  guessWins,
  HILO_MAX_GUESSES,
  type HiloStep,
  type HiloStrategy,
  hiloCard,
  hiloExactRtp,
  hiloMultiplier,
  hiloPayout,
  hiloRank,
  replayHilo,
  winningRanks,
} from './hilo.ts';

const ninetyNine = ({ num, den }: { num: bigint; den: bigint }) => num * 100n === den * 99n;

describe('hi-lo', () => {
  it('counts the winning ranks of each guess', () => {
    expect(winningRanks(1, 'lower')).toBe(0);
    expect(winningRanks(1, 'higher')).toBe(12);
    expect(winningRanks(13, 'higher')).toBe(0);
    expect(winningRanks(7, 'equal')).toBe(1);
    for (let rank = 1; rank <= 13; rank++) {
      let higher = 0;
      for (let next = 1; next <= 13; next++) if (guessWins(rank, next, 'higher')) higher++;
      expect(higher).toBe(winningRanks(rank, 'higher'));
    }
  });

  it('pays 0.99 x product(13 / k) and refuses impossible guesses', () => {
    const steps: HiloStep[] = [
      { rank: 7, guess: 'higher' },
      { rank: 2, guess: 'higher' },
    ];
    const m = hiloMultiplier(steps);
    // 0.99 x 13/6 x 13/11
    expect(Number(m.num) / Number(m.den)).toBeCloseTo(0.99 * (13 / 6) * (13 / 11), 10);
    expect(hiloPayout(1_000_000n, steps)).toBe((1_000_000n * m.num) / m.den);
    expect(guessRefusal([], 13, 'higher')).toBe('impossible');
    expect(guessRefusal([], 1, 'lower')).toBe('impossible');
    expect(guessRefusal([], 7, 'equal')).toBeNull();
    const equals: HiloStep[] = Array.from({ length: 3 }, () => ({ rank: 5, guess: 'equal' as const }));
    // 0.99 x 13^4 = 28275 > 10000: the fourth "equal" is refused.
    expect(guessRefusal(equals, 5, 'equal')).toBe('cap');
    const long: HiloStep[] = Array.from({ length: HILO_MAX_GUESSES }, () => ({ rank: 2, guess: 'higher' as const }));
    expect(guessRefusal(long, 2, 'higher')).toBe('cap');
  });

  it('returns exactly 99 % for every strategy (edge taken once per round)', () => {
    const strategies: Record<string, HiloStrategy> = {
      likelyOnce: (steps, rank) => (steps.length >= 1 ? null : rank <= 7 ? 'higher' : 'lower'),
      likelyThrice: (steps, rank) => (steps.length >= 3 ? null : rank <= 7 ? 'higher' : 'lower'),
      unlikelyTwice: (steps, rank) => (steps.length >= 2 ? null : rank <= 7 ? 'lower' : 'higher'),
      equalUntilCap: () => 'equal',
      greedyStopAtTwo: (steps, rank) => {
        const m = hiloMultiplier(steps);
        if (steps.length > 0 && m.num >= 2n * m.den) return null;
        return rank <= 7 ? 'higher' : 'lower';
      },
      mixed: (steps, rank) => {
        if (steps.length >= 3) return null;
        if (rank === 7) return 'equal';
        return (steps.length + rank) % 2 === 0 && rank > 1 ? 'lower' : rank < 13 ? 'higher' : 'lower';
      },
    };
    for (const [name, strategy] of Object.entries(strategies)) {
      const rtp = hiloExactRtp(strategy);
      expect(ninetyNine(rtp), `${name}: ${rtp.num}/${rtp.den}`).toBe(true);
    }
  });

  it('replays a chain from its cards and guesses', () => {
    // ranks 7, 10, 3 (cards 6, 9, 15)
    expect(hiloRank(15)).toBe(3);
    const won = replayHilo([6, 9], ['higher']);
    expect(won).toEqual({ steps: [{ rank: 7, guess: 'higher' }], lost: false, rank: 10 });
    const lost = replayHilo([6, 9, 15], ['higher', 'higher']);
    expect(lost.lost).toBe(true);
    expect(lost.steps).toHaveLength(1);
  });

  it('draws cards 0-51 from the seed pair', () => {
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 400; nonce++) {
      const card = hiloCard({ serverSeed: 's', clientSeed: 'c', nonce });
      expect(card).toBeGreaterThanOrEqual(0);
      expect(card).toBeLessThan(52);
      seen.add(card);
    }
    expect(seen.size).toBeGreaterThan(45);
  });
});
