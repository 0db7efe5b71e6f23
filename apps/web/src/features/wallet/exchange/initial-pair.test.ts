import { describe, expect, it } from 'vitest';
import { initialPair } from './initial-pair.ts';

describe('swap form first pair', () => {
  const coins = ['WH', 'KC', 'USDT', 'HAPPY'] as const;
  const q = (s: string) => new URLSearchParams(s);
  it('defaults to WH to USDT', () => {
    expect(initialPair([...coins], q(''))).toEqual({ from: 'WH', to: 'USDT' });
  });
  it('takes the coins a page asks for, in any case, when the player holds them', () => {
    expect(initialPair([...coins], q('from=kc&to=USDT'))).toEqual({ from: 'KC', to: 'USDT' });
    expect(initialPair([...coins], q('from=USDT'))).toEqual({ from: 'USDT', to: 'WH' });
    expect(initialPair([...coins], q('to=WH'))).toEqual({ from: 'KC', to: 'WH' });
  });
  it('ignores coins the player does not hold and a pair of one coin', () => {
    expect(initialPair([...coins], q('from=DOGE&to=XRP'))).toEqual({ from: 'WH', to: 'USDT' });
    expect(initialPair([...coins], q('from=KC&to=KC'))).toEqual({ from: 'KC', to: 'USDT' });
    expect(initialPair(['USDT'], q(''))).toEqual({ from: 'USDT', to: 'USDT' });
  });
});
