import { describe, expect, it } from 'vitest';
import { type AutoSettings, afterBet, grow, startAuto } from './auto-bet.ts';

const settings: AutoSettings = {
  count: 5,
  base: 1_000_000n,
  onWinPercent: 0,
  onLossPercent: 100,
  stopProfit: 0n,
  stopLoss: 0n,
  min: 10_000n,
  max: 100_000_000n,
};

describe('auto-bet (win turbo)', () => {
  it('doubles after a loss and resets after a win (martingale settings)', () => {
    let s = startAuto(settings);
    s = afterBet(settings, s, 0n, 50_000_000n);
    expect(s.stake).toBe(2_000_000n);
    s = afterBet(settings, s, 0n, 50_000_000n);
    expect(s.stake).toBe(4_000_000n);
    s = afterBet(settings, s, 7_920_000n, 50_000_000n);
    expect(s.stake).toBe(1_000_000n);
    expect(s.net).toBe(-1_000_000n - 2_000_000n - 4_000_000n + 7_920_000n);
    expect(s.stopped).toBeNull();
  });

  it('stops on the count, on profit, on loss and when the balance cannot pay the next stake', () => {
    let s = startAuto(settings);
    for (let i = 0; i < 5; i++) s = afterBet({ ...settings, onLossPercent: 0 }, s, 0n, 100_000_000n);
    expect(s.stopped).toBe('count');
    const profit = afterBet({ ...settings, stopProfit: 500_000n }, startAuto(settings), 1_980_000n, 9_000_000n);
    expect(profit.stopped).toBe('profit');
    const loss = afterBet({ ...settings, stopLoss: 1_000_000n }, startAuto(settings), 0n, 9_000_000n);
    expect(loss.stopped).toBe('loss');
    const broke = afterBet(settings, startAuto(settings), 0n, 1_500_000n);
    expect(broke.stopped).toBe('balance');
  });

  it('keeps a grown stake within the limits', () => {
    expect(grow(60_000_000n, 100, 1n, 1n, 100_000_000n)).toBe(100_000_000n);
    expect(grow(1_000_000n, 50, 1n, 1n, 100_000_000n)).toBe(1_500_000n);
    expect(grow(5_000_000n, 0, 1_000_000n, 1n, 100_000_000n)).toBe(1_000_000n);
  });
});
