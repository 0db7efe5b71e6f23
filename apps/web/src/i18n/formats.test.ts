import { describe, expect, it } from 'vitest';
import {
  balanceDecimals,
  formatAmount,
  formatBalance,
  formatBigNumber,
  formatCompact,
  formatDate,
  formatMinor,
  formatTimeAgo,
  maskNickname,
  minorToDecimal,
  parseDecimal,
  parseThemeColor,
  separators,
  shortenAddress,
  timeAgo,
} from './formats.ts';

const en = { locale: 'en-US' as const };

describe('big numbers', () => {
  it('shows values under 90,000,000 in full', () => {
    expect(formatBigNumber('89999999', en)).toBe('89,999,999');
    expect(formatBigNumber(1234, en)).toBe('1,234');
  });
  it('shows values under 100,000,000 in thousands with K', () => {
    expect(formatBigNumber('90000000', en)).toBe('90,000K');
    expect(formatBigNumber('99999999', en)).toBe('99,999K');
  });
  it('shows values under 100,000,000,000 in millions with one decimal', () => {
    expect(formatBigNumber('100000000', en)).toBe('100.0M');
    expect(formatBigNumber('1234567890', en)).toBe('1,234.5M');
    expect(formatBigNumber('99999999999', en)).toBe('99,999.9M');
  });
  it('shows larger values in full again', () => {
    expect(formatBigNumber('100000000000', en)).toBe('100,000,000,000');
  });
  it('shows everything in full for country ru', () => {
    expect(formatBigNumber('95000000', { locale: 'ru-RU', country: 'ru' })).toBe('95,000,000');
  });
  it('shows - for undefined', () => {
    expect(formatBigNumber(undefined, en)).toBe('-');
    expect(formatAmount(null, en)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatAmount('abc', en)).toBe('-');
  });
});

describe('timestamps', () => {
  it('reads 10 digits as seconds and prints YYYY-MM-DD', () => {
    expect(formatDate(1795305600, { utc: true })).toBe('2026-11-22');
    expect(formatDate('1795305600', { utc: true })).toBe('2026-11-22');
  });
  it('reads 13 digits as milliseconds', () => {
    expect(formatDate(1795305600000, { utc: true })).toBe('2026-11-22');
  });
  it('uses local time by default', () => {
    const d = new Date(2026, 0, 5, 12);
    expect(formatDate(Math.floor(d.getTime() / 1000))).toBe('2026-01-05');
  });
});

describe('balance decimals and separators', () => {
  it('uses 0 decimals for ru-RU, 2 otherwise', () => {
    expect(balanceDecimals('ru-RU')).toBe(0);
    expect(balanceDecimals('en-US')).toBe(2);
    expect(formatBalance('1234.567', { locale: 'ru-RU' })).toBe('1,234');
    expect(formatBalance('1234.567', { locale: 'en-US' })).toBe('1,234.56');
  });
  it('uses comma decimal and dot thousands for vi, id, pt', () => {
    for (const locale of ['vi-VN', 'id-ID', 'pt-BR'] as const) {
      expect(separators(locale)).toEqual({ decimal: ',', group: '.' });
      expect(formatAmount('1234567.5', { locale })).toBe('1.234.567,50');
    }
  });
  it('uses space thousands for ru on the sub-brand', () => {
    expect(formatAmount('1234567', { locale: 'ru-RU', subBrand: true })).toBe('1 234 567,00');
    expect(formatBalance('1234567', { locale: 'ru-RU', subBrand: true })).toBe('1 234 567');
    expect(separators('ru-RU')).toEqual({ decimal: '.', group: ',' });
  });
  it('uses dot decimal and comma thousands elsewhere', () => {
    for (const locale of ['en-US', 'th-TH', 'zh-CN', 'ja-JP', 'fr-FR', 'tr-TR', 'ms-MY'] as const) {
      expect(formatAmount('1234567.891', { locale })).toBe('1,234,567.89');
    }
  });
});

describe('amount decimals', () => {
  it('defaults to 2 decimals, cut rather than rounded', () => {
    expect(formatAmount('0.019', en)).toBe('0.01');
    expect(formatAmount('10', en)).toBe('10.00');
    expect(formatAmount('-2.999', en)).toBe('-2.99');
  });
  it('uses 5 decimals below 0.01', () => {
    expect(formatAmount('0.0012345678', en)).toBe('0.00123');
    expect(formatAmount('0.009999999', en)).toBe('0.00999');
    expect(formatAmount('0', en)).toBe('0.00');
  });
  it('uses 8 decimals for money detail under 1', () => {
    expect(formatAmount('0.123456789', { ...en, moneyDetail: true })).toBe('0.12345678');
    expect(formatAmount('1.123456789', { ...en, moneyDetail: true })).toBe('1.12');
  });
  it('never goes through floating point', () => {
    expect(formatAmount('12345678901234567890.12', en)).toBe('12,345,678,901,234,567,890.12');
    expect(formatAmount(12345678901234567890n, en)).toBe('12,345,678,901,234,567,890.00');
    expect(parseDecimal('0.1')).toEqual({ negative: false, int: '0', frac: '1' });
  });
  it('reads integer minor units', () => {
    expect(minorToDecimal('123456', 2)).toBe('1234.56');
    expect(minorToDecimal(5n, 8)).toBe('0.00000005');
    expect(minorToDecimal(-150n, 2)).toBe('-1.50');
    expect(formatMinor('123456', 2, en)).toBe('1,234.56');
    expect(formatMinor('5', 8, { ...en, moneyDetail: true })).toBe('0.00000005');
    expect(formatMinor('1.5', 2, en)).toBe('-');
  });
});

describe('compact numbers', () => {
  it('switches to K at 1e4, M at 1e6, B at 1e9', () => {
    expect(formatCompact(9999, en)).toBe('9,999');
    expect(formatCompact(10_000, en)).toBe('10K');
    expect(formatCompact(12_345, en)).toBe('12.3K');
    expect(formatCompact(999_999, en)).toBe('999.9K');
    expect(formatCompact(1_000_000, en)).toBe('1M');
    expect(formatCompact('2500000', en)).toBe('2.5M');
    expect(formatCompact('1000000000', en)).toBe('1B');
    expect(formatCompact('7890000000', { locale: 'vi-VN' })).toBe('7,8B');
  });
});

describe('addresses and nicknames', () => {
  it('shortens an address to the first 4 and last 4', () => {
    expect(shortenAddress('0x1234567890abcdef')).toBe('0x12...cdef');
    expect(shortenAddress('short')).toBe('short');
    expect(shortenAddress(undefined)).toBe('-');
  });
  it('masks a nickname to the first 2 and last 2', () => {
    expect(maskNickname('NguyenVanA')).toBe('Ng***nA');
    expect(maskNickname('Linh')).toBe('L***');
    expect(maskNickname('日本語のなまえ')).toBe('日本***まえ');
  });
});

describe('time ago', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it('is just now under 60 s, then minutes, hours, days', () => {
    expect(timeAgo(ago(59), now)).toEqual({ key: 'time.justNow' });
    expect(timeAgo(ago(60), now)).toEqual({ key: 'time.minutesAgo', count: 1 });
    expect(timeAgo(ago(3599), now)).toEqual({ key: 'time.minutesAgo', count: 59 });
    expect(timeAgo(ago(3600), now)).toEqual({ key: 'time.hoursAgo', count: 1 });
    expect(timeAgo(ago(86_399), now)).toEqual({ key: 'time.hoursAgo', count: 23 });
    expect(timeAgo(ago(86_400 * 3), now)).toEqual({ key: 'time.daysAgo', count: 3 });
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toEqual({ key: 'time.justNow' });
  });
  it('is translated through t', () => {
    const t = (key: string, vars?: Record<string, number>) => `${key}:${vars?.count ?? ''}`;
    expect(formatTimeAgo(t, ago(7200), now)).toBe('common:time.hoursAgo:2');
  });
});

describe('theme colour parser', () => {
  it('accepts #rrggbb, #rgb, rgb() and rgba()', () => {
    expect(parseThemeColor('#12131A')).toEqual({ r: 0x12, g: 0x13, b: 0x1a, a: 1 });
    expect(parseThemeColor('#fa0')).toEqual({ r: 255, g: 170, b: 0, a: 1 });
    expect(parseThemeColor('rgb(1, 2, 255)')).toEqual({ r: 1, g: 2, b: 255, a: 1 });
    expect(parseThemeColor('rgba(10,20,30,0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });
  it('rejects everything else', () => {
    for (const bad of [
      'red',
      '#12345',
      '#1234',
      'hsl(0,0%,0%)',
      'rgb(256,0,0)',
      'rgba(1,2,3)',
      'rgba(1,2,3,2)',
      '',
      undefined,
    ]) {
      expect(parseThemeColor(bad)).toBeUndefined();
    }
  });
});
