import { describe, expect, it } from 'vitest';
import { commonHeaders, countryCode, type HeaderContext } from './headers.ts';

const base: HeaderContext = {
  service: 'pool',
  userId: 100001,
  secretKey: 'k'.repeat(64),
  locale: 'vi-VN',
  platform: 'h5',
  appVersion: '1.0.0',
  ts: 1_700_000_000,
  nonce: 'Ab3dE',
};

describe('common headers (spec section 7)', () => {
  it('every call carries the eight common headers', () => {
    expect(commonHeaders(base)).toEqual({
      'User-Id': '100001',
      'User-Secret-Key': 'k'.repeat(64),
      language: 'vi-VN',
      'Country-Code': 'vn',
      TS: '1700000000',
      NONCE: 'Ab3dE',
      PLATFORM: 'h5',
      'APP-VER': '1.0.0',
    });
  });

  it('device headers only for the services that take them', () => {
    const env = { did: 'dev-1', adid: 'ad-1', android_id: 'and-1' };
    const user = commonHeaders({ ...base, service: 'user', userLogin: 'linh', appEnvironment: env });
    expect(user).toMatchObject({ 'User-Login': 'linh', 'D-Id': 'dev-1', 'Ad-Id': 'ad-1', 'Android-Id': 'and-1' });
    expect(commonHeaders({ ...base, appEnvironment: env })).not.toHaveProperty('D-Id');
  });

  it('a visitor sends user id 0 and no key', () => {
    const headers = commonHeaders({ ...base, userId: 0, secretKey: '' });
    expect(headers['User-Id']).toBe('0');
    expect(headers['User-Secret-Key']).toBe('');
  });

  it('the sub-brand session goes to its service only', () => {
    expect(commonHeaders({ ...base, service: 'fortune', subBrandSession: 's1' })['Fortune-Session']).toBe('s1');
    expect(commonHeaders({ ...base, subBrandSession: 's1' })).not.toHaveProperty('Fortune-Session');
  });

  it('platform and app version come from the host', () => {
    const headers = commonHeaders({ ...base, platform: 'tg', appVersion: '3.1.0' });
    expect(headers.PLATFORM).toBe('tg');
    expect(headers['APP-VER']).toBe('3.1.0');
  });
});

describe('Country-Code', () => {
  it('prefers the app environment', () => {
    expect(countryCode('vi-VN', { country_code: 'TH' })).toBe('th');
  });
  it('else derives the market from the language', () => {
    expect(countryCode('en-US')).toBe('ph');
    expect(countryCode('pt-BR')).toBe('br');
    expect(countryCode('ru-RU', { country_code: ' ' })).toBe('ru');
    expect(countryCode('ja-JP')).toBe('vn');
  });
});
