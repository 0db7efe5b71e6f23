import { describe, expect, it } from 'vitest';
import {
  atLeast,
  compareMoney,
  divideDecimal,
  formatMoney,
  isPositive,
  multiplyDecimal,
  percentText,
  progressPercent,
  usdtToFiat,
} from './money.ts';
import { fiatToUsdt, minDecimal, subtractDecimal, trimZeros, usdtToFiatDown } from './money-calc.ts';

const VND = { symbol: '₫', decimals: 0, rate: '25400' };
const BRL = { symbol: 'R$', decimals: 2, rate: '5.4321' };

describe('Fortune money helpers (digit strings, never floats)', () => {
  it('multiplies and divides exactly, rounding half up', () => {
    expect(multiplyDecimal('0.1', '0.2', 2)).toBe('0.02');
    expect(multiplyDecimal('12.345', '1', 2)).toBe('12.35');
    expect(multiplyDecimal('-2.5', '25400', 0)).toBe('-63500');
    expect(multiplyDecimal('12.349', '1', 2, true)).toBe('12.34');
    expect(divideDecimal('1000000', '25400', 6)).toBe('39.370079');
    expect(divideDecimal('1', '3', 6)).toBe('0.333333');
    expect(divideDecimal('2', '3', 6)).toBe('0.666667');
    expect(divideDecimal('1', '0', 6)).toBe('0');
    expect(subtractDecimal('300', '250.5')).toBe('49.5');
    expect(trimZeros('40.000000')).toBe('40');
    expect(trimZeros('40.500000')).toBe('40.5');
  });

  it('converts USDT to the market currency and back', () => {
    expect(usdtToFiat('12.5', VND)).toBe('317500');
    expect(usdtToFiat('1.005', BRL)).toBe('5.46');
    expect(usdtToFiatDown('1.005', BRL)).toBe('5.45');
    expect(fiatToUsdt('1000000', VND)).toBe('39.370079');
    // A typed limit survives the round trip to USDT and back.
    expect(usdtToFiat(fiatToUsdt('1000000', VND), VND)).toBe('1000000');
    expect(usdtToFiat(fiatToUsdt('123.45', BRL), BRL)).toBe('123.45');
  });

  it("formats with the currency's symbol and decimals; ru on Fortune groups thousands with spaces", () => {
    expect(formatMoney('12.5', VND, 'vi-VN')).toBe('₫\u00a0317.500');
    expect(formatMoney('12.5', VND, 'en-US')).toBe('₫\u00a0317,500');
    expect(formatMoney('1000', { symbol: '₽', decimals: 0, rate: '90' }, 'ru-RU')).toBe('₽\u00a090 000');
    expect(formatMoney('-1', BRL, 'pt-BR')).toBe('-R$\u00a05,43');
  });

  it('turns shares into percentages and progress', () => {
    expect(percentText('0.0125')).toBe('1.25');
    expect(percentText('0.4')).toBe('40');
    expect(percentText('0.00001', 4)).toBe('0.001');
    expect(progressPercent('40', '100')).toBe(40);
    expect(progressPercent('150', '100')).toBe(100);
    expect(progressPercent('0', '0')).toBe(100);
  });

  it('compares amounts exactly, with their signs and any number of decimals', () => {
    expect(compareMoney('10.5', '10.50')).toBe(0);
    expect(compareMoney('10.05', '10.5')).toBe(-1);
    expect(compareMoney('100', '99.999999')).toBe(1);
    expect(compareMoney('-2', '1')).toBe(-1);
    expect(compareMoney('-0.5', '-0.25')).toBe(-1);
    expect(atLeast('25', '25.000000')).toBe(true);
    expect(atLeast('24.999999', '25')).toBe(false);
    expect(isPositive('0.000001')).toBe(true);
    expect(isPositive('0.000')).toBe(false);
    expect(isPositive('-3')).toBe(false);
    expect(minDecimal('50', '49.99')).toBe('49.99');
  });
});
