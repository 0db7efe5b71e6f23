import { describe, expect, it } from 'vitest';
import { type LottoRow, lottoOutcome, type TicketRow } from '../../src/services/lotto/lotto-game.ts';

/** The jackpot's split and rollover, and the house's result, on hand-made draws (no database needed). */

const PRICE = 500_000n;
const draw = (sold: number, jackpotIn: bigint) =>
  ({ id: 1, price: PRICE, sold, jackpotIn, jackpotBps: 4000 }) as unknown as LottoRow;
const ticket = (id: number, numbers: number[]) => ({ id, numbers: numbers.join(',') }) as unknown as TicketRow;
const WIN = [1, 2, 3, 4, 5, 6];

describe('lotto outcome', () => {
  it('shares the jackpot equally between two six-match lines, the odd unit rolling over', () => {
    const tickets = [ticket(1, WIN), ticket(2, WIN), ticket(3, [1, 2, 3, 4, 5, 7]), ticket(4, [1, 2, 3, 40, 41, 42])];
    const out = lottoOutcome(draw(4, 1_000_001n), tickets, WIN);
    // Jackpot: 1,000,001 in + 40 % of 2,000,000 sales = 1,800,001; each of 2 gets 900,000; 1 rolls over.
    expect(out.prizes).toEqual([900_000n, 900_000n, 1000n * PRICE, 3n * PRICE]);
    expect(out.matches).toEqual([6, 6, 5, 3]);
    expect(out.carryOut).toBe(1n);
    expect(out.tiers).toEqual([
      { matches: 6, winners: 2, prize_each: '0.9' },
      { matches: 5, winners: 1, prize_each: '500' },
      { matches: 4, winners: 0, prize_each: '15' },
      { matches: 3, winners: 1, prize_each: '1.5' },
    ]);
    expect(out.prizesTotal).toBe(1_800_000n + 1003n * PRICE);
    // The house pays the fixed prizes beyond what sales left it.
    expect(out.house).toBe(2_000_000n - 800_000n - 1003n * PRICE);
  });

  it('rolls the whole jackpot over when nobody matches six', () => {
    const out = lottoOutcome(
      draw(2, 7_000_000n),
      [ticket(1, [7, 8, 9, 10, 11, 12]), ticket(2, [1, 2, 13, 14, 15, 16])],
      WIN,
    );
    expect(out.carryOut).toBe(7_400_000n);
    expect(out.prizesTotal).toBe(0n);
    expect(out.house).toBe(600_000n);
    expect(out.tiers[0]).toEqual({ matches: 6, winners: 0, prize_each: '7.4' });
  });
});
