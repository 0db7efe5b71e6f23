import { LOCALES } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  DIALING_CODES,
  marketOf,
  PAYMENT_CHANNELS,
  paymentChannels,
  phonePrefix,
  resourceLocale,
  SHARE_IMAGE_LANGS,
  shareImageLang,
  textDirection,
} from './markets.ts';

describe('market tables', () => {
  it('maps the 8 market locales and falls back to vn', () => {
    expect(marketOf('vi-VN')).toBe('vn');
    expect(marketOf('en-US')).toBe('ph');
    expect(marketOf('pt-BR')).toBe('br');
    expect(marketOf('id-ID')).toBe('id');
    expect(marketOf('th-TH')).toBe('th');
    expect(marketOf('ms-MY')).toBe('my');
    expect(marketOf('es-MX')).toBe('mx');
    expect(marketOf('ru-RU')).toBe('ru');
    expect(marketOf('ja-JP')).toBe('vn');
  });

  it('gives each market its currency symbol, default dong', () => {
    expect(currencySymbol('ph')).toBe('₱');
    expect(currencySymbol('br')).toBe('R$');
    expect(currencySymbol('th')).toBe('฿');
    expect(currencySymbol('id')).toBe('Rp');
    expect(currencySymbol('my')).toBe('RM');
    expect(currencySymbol('ru')).toBe('₽');
    expect(currencySymbol('mx')).toBe('Mex$');
    expect(currencySymbol('vn')).toBe('₫');
    expect(currencySymbol('zz')).toBe('₫');
    expect(currencySymbol(undefined)).toBe('₫');
  });

  it('lists payment channels for id, br and vn', () => {
    expect(paymentChannels('id')).toEqual(expect.arrayContaining(['dana', 'ovo', 'gopay', 'bank', 'shopeepay', 'ton']));
    expect(paymentChannels('id').some((c) => c.startsWith('usdt'))).toBe(true);
    expect(paymentChannels('br')).toEqual(['pix', 'pagbank', 'ton', 'bsc']);
    expect(paymentChannels('vn')).toEqual(['momo', 'bank', 'ton']);
    expect(paymentChannels('th')).toEqual([]);
    expect(Object.keys(PAYMENT_CHANNELS).sort()).toEqual(['br', 'id', 'vn']);
  });

  it('gives phone prefixes by market, default +84', () => {
    expect(phonePrefix('vn')).toBe('+84');
    expect(phonePrefix('th')).toBe('+66');
    expect(phonePrefix('id')).toBe('+62');
    expect(phonePrefix('ph')).toBe('+63');
    expect(phonePrefix('my')).toBe('+60');
    expect(phonePrefix('br')).toBe('+55');
    expect(phonePrefix('mx')).toBe('+52');
    expect(phonePrefix('in')).toBe('+91');
    expect(phonePrefix('nowhere')).toBe('+84');
    expect(DIALING_CODES[0]).toEqual({ market: 'vn', prefix: '+84' });
  });

  it('maps resource locales to vi, pt, id, th, ru, es, else en', () => {
    const mapped = Object.fromEntries(LOCALES.map((l) => [l, resourceLocale(l)]));
    expect(mapped).toEqual({
      'en-US': 'en',
      'vi-VN': 'vi',
      'pt-BR': 'pt',
      'id-ID': 'id',
      'th-TH': 'th',
      'ms-MY': 'en',
      'ru-RU': 'ru',
      'es-MX': 'es',
      'zh-CN': 'en',
      'fr-FR': 'en',
      'ja-JP': 'en',
      'ko-KR': 'en',
      'tr-TR': 'en',
    });
  });

  it('has 8 share-image languages and falls back to en', () => {
    expect(SHARE_IMAGE_LANGS).toHaveLength(8);
    expect(shareImageLang('ms-MY')).toBe('ms');
    expect(shareImageLang('ko-KR')).toBe('en');
    expect(new Set(LOCALES.map(shareImageLang)).size).toBe(8);
  });

  it('is left-to-right for all 13 locales', () => {
    for (const locale of LOCALES) expect(textDirection(locale)).toBe('ltr');
    expect(textDirection('ar-SA')).toBe('rtl');
  });
});
