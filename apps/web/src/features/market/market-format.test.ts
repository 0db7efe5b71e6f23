import { describe, expect, it } from 'vitest';
import {
  changePct,
  changeTone,
  clock,
  formatFiat,
  formatPrice,
  orderFields,
  referenceLine,
  secondsLeft,
  splitSymbol,
  validateOrder,
} from './market-format.ts';

describe('market format', () => {
  it('formats the 24 h change with a sign', () => {
    expect(changePct(125)).toBe('+1.25%');
    expect(changePct(-40)).toBe('-0.40%');
    expect(changePct(0)).toBe('0.00%');
    expect(changeTone(-1)).toBe('down');
    expect(changeTone(3)).toBe('up');
    expect(formatPrice('2.401234', 'en-US')).toBe('2.401234');
    expect(formatPrice('1234.5', 'en-US')).toBe('1,234.50');
  });

  it('validates a limit order', () => {
    expect(validateOrder({ side: 'sell', type: 'limit', price: '', amount: '' })).toEqual({
      price: 'required',
      amount: 'required',
    });
    expect(validateOrder({ side: 'sell', type: 'limit', price: '0', amount: '1e3' })).toEqual({
      price: 'invalid',
      amount: 'invalid',
    });
    expect(validateOrder({ side: 'buy', type: 'limit', price: '0.5', amount: '2' })).toEqual({});
  });

  it('needs no price for a market order and spends quote on a market buy', () => {
    const draft = { side: 'buy' as const, type: 'market' as const, price: '', amount: '10' };
    expect(validateOrder(draft)).toEqual({});
    expect(orderFields(draft)).toEqual({ quote_amount: '10' });
    expect(orderFields({ ...draft, side: 'sell' })).toEqual({ qty: '10' });
    expect(orderFields({ ...draft, type: 'limit', price: '1.5' })).toEqual({ price: '1.5', qty: '10' });
    expect(splitSymbol('XGT_USDT')).toEqual({ base: 'XGT', quote: 'USDT' });
  });

  it('writes the reference line, the countdown and fiat amounts', () => {
    const refs = [
      { exchange: '151', price: '0.8512', diff_bps: 14 },
      { exchange: '221', price: '0.849', diff_bps: -12 },
    ];
    expect(referenceLine(refs, 'en-US')).toBe('151: 0.8512 (+0.14%) · 221: 0.849 (-0.12%)');
    expect(referenceLine([], 'en-US')).toBe('');
    expect(secondsLeft(10_500, 1_000)).toBe(10);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
    expect(clock(75)).toBe('1:15');
    expect(clock(0)).toBe('0:00');
    expect(formatFiat('254000', { symbol: '₫', decimals: 0 }, 'en-US')).toBe('₫ 254,000');
  });
});
