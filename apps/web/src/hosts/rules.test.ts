import { decodeStartParam, encodeStartParam, START_PARAM_PATTERN } from '@arcadia/contract/calls/tg/start-param';
import { describe, expect, it } from 'vitest';
import { backAction } from './back-map.ts';
import { hasNativeBridge, hasTelegramLaunch } from './detect.ts';
import { fingerErrorKey, fingerFailure, fingerSupported } from './native/finger.ts';
import { pageSwitchTarget } from './page-links.ts';
import { installAllowedOnHost, installDelay, mayOfferInstall } from './pwa/install-rules.ts';
import { parseLaunchParams } from './telegram/launch-params.ts';
import { themeVariables } from './telegram/theme.ts';
import { compareVersions, needsPvpUpdate, stringifiesInput, usesNewLoginFlag } from './version.ts';

describe('version gates', () => {
  it('compares part by part', () => {
    expect(compareVersions('3.0.10', '3.0.6')).toBe(1);
    expect(compareVersions('3.0', '3.0.0')).toBe(0);
    expect(compareVersions('2.9.9', '3.0.6')).toBe(-1);
  });
  it('gates PvP below 3.0.6 in the app only, never /pvp/admin', () => {
    expect(needsPvpUpdate('/pvp/detail', 'app', '3.0.5')).toBe(true);
    expect(needsPvpUpdate('/pvp/detail', 'app', '3.0.6')).toBe(false);
    expect(needsPvpUpdate('/pvp/admin', 'app', '1.0.0')).toBe(false);
    expect(needsPvpUpdate('/pvp/detail', 'h5', '1.0.0')).toBe(false);
    expect(needsPvpUpdate('/pvpx', 'app', '1.0.0')).toBe(false);
  });
  it('new login flag from 1.7.0; stringified input at exactly 2.2.1', () => {
    expect(usesNewLoginFlag('1.6.9')).toBe(false);
    expect(usesNewLoginFlag('1.7.0')).toBe(true);
    expect(stringifiesInput('2.2.1')).toBe(true);
    expect(stringifiesInput('2.2.2')).toBe(false);
  });
});

describe('back button map', () => {
  it.each([
    ['/wallet', { kind: 'navigate', to: '/' }],
    ['/space', { kind: 'navigate', to: '/' }],
    ['/library/', { kind: 'navigate', to: '/' }],
    ['/share', { kind: 'navigate', to: '/' }],
    ['/win/history', { kind: 'navigate', to: '/win' }],
    ['/win/money', { kind: 'navigate', to: '/win' }],
    ['/inbet/money', { kind: 'navigate', to: '/inbet' }],
    ['/', { kind: 'confirmClose' }],
    ['/win', { kind: 'confirmClose' }],
    ['/inbet', { kind: 'confirmClose' }],
    ['/task/details', { kind: 'back' }],
  ])('%s', (path, action) => expect(backAction(path)).toEqual(action));
});

describe('start parameter', () => {
  it('round-trips path, from, language and dialog inside Telegram’s alphabet', () => {
    const raw = encodeStartParam({ path: '/wallet?tab=nft', from: 'invite_1', language: 'th-TH', dialog: 'share' });
    expect(raw).toMatch(START_PARAM_PATTERN);
    expect(decodeStartParam(raw)).toEqual({
      path: '/wallet?tab=nft',
      from: 'invite_1',
      language: 'th-TH',
      dialog: 'share',
    });
  });
  it('rejects foreign alphabets, junk and off-site paths', () => {
    expect(decodeStartParam('a+b')).toBeUndefined();
    expect(decodeStartParam('x'.repeat(513))).toBeUndefined();
    expect(decodeStartParam('bm90LWpzb24')).toBeUndefined();
    expect(decodeStartParam(encodeStartParam({ path: '//evil.example' }))).toEqual({});
  });
  it('refuses to build one longer than 512 characters', () => {
    expect(() => encodeStartParam({ path: `/${'a'.repeat(400)}` })).toThrow();
  });
});

describe('finger errors (spec section 5)', () => {
  it('maps bridge codes to messages', () => {
    expect(fingerErrorKey(7, 'android')).toBe('finger_error_1');
    expect(fingerErrorKey(9, 'android')).toBe('finger_error_2');
    expect(fingerErrorKey(10, 'android')).toBe('finger_error_3');
    expect(fingerErrorKey(50, 'android')).toBe('finger_error_3');
    expect(fingerErrorKey(15, 'android')).toBe('finger_error_4');
    expect(fingerErrorKey(15, 'ios')).toBe('finger_error_6');
    expect(fingerErrorKey(17, 'android')).toBe('finger_error_5');
    expect(fingerFailure({ code: 3, bridgeMessage: 'sensor dirty' }, 'android')).toEqual({
      ok: false,
      message: 'sensor dirty',
    });
  });
  it('support values 1, 11 and 14 mean unsupported', () => {
    for (const value of [1, 11, 14]) expect(fingerSupported(value)).toBe(false);
    expect(fingerSupported(2)).toBe(true);
    expect(fingerSupported(undefined)).toBe(false);
  });
});

describe('install dialog rules', () => {
  const base = {
    platform: 'h5',
    path: '/',
    hostname: 'play.example',
    hosts: [],
    standalone: false,
    shownThisSession: false,
  };
  it('home only, h5 only, once per session, not when installed', () => {
    expect(mayOfferInstall(base)).toBe(true);
    expect(mayOfferInstall({ ...base, path: '/wallet' })).toBe(false);
    expect(mayOfferInstall({ ...base, platform: 'tg' })).toBe(false);
    expect(mayOfferInstall({ ...base, shownThisSession: true })).toBe(false);
    expect(mayOfferInstall({ ...base, standalone: true })).toBe(false);
  });
  it('configured hosts only, when configured', () => {
    expect(installAllowedOnHost('play.example', ['play.example'])).toBe(true);
    expect(installAllowedOnHost('other.example', ['play.example'])).toBe(false);
    expect(installAllowedOnHost('any.example', [])).toBe(true);
  });
  it('1 s with the install prompt, else 3 s', () => {
    expect(installDelay(true)).toBe(1000);
    expect(installDelay(false)).toBe(3000);
  });
});

describe('host detection and Telegram launch parameters', () => {
  it('detects Telegram by launch parameters and the app by its transport', () => {
    expect(hasTelegramLaunch('#tgWebAppData=x&tgWebAppVersion=8.0', null)).toBe(true);
    expect(hasTelegramLaunch('#section', null)).toBe(false);
    expect(hasTelegramLaunch('', 'tgWebAppData=x')).toBe(true);
    expect(hasNativeBridge({ ArcadiaNative: { postMessage: () => {} } })).toBe(true);
    expect(hasNativeBridge({})).toBe(false);
  });
  it('parses the hash as Telegram sends it', () => {
    const initData = 'user=%7B%22id%22%3A1%7D&auth_date=1&start_param=abc&hash=ff';
    const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=android&tgWebAppThemeParams=${encodeURIComponent('{"bg_color":"#ffffff"}')}`;
    expect(parseLaunchParams(hash)).toEqual({
      initData,
      version: '8.0',
      platform: 'android',
      themeParams: { bg_color: '#ffffff' },
      startParam: 'abc',
    });
  });
  it('feeds theme colours to the design tokens, ignoring non-colours', () => {
    const vars = themeVariables({ bg_color: '#ffffff', text_color: 'red' });
    expect(vars).toMatchObject({ '--tg-theme-bg-color': '#ffffff', '--c-bg': '#ffffff' });
    expect(vars).not.toHaveProperty('--tg-theme-text-color');
  });
});

describe('pageSwitch messages', () => {
  const origin = 'https://app.example';
  it('follows same-origin messages on tiger pages only', () => {
    const message = { origin, data: { event: 'pageSwitch', data: { router: '/tiger/history' } } };
    expect(pageSwitchTarget(message, origin, '/vi-VN/tiger/bet')).toBe('/tiger/history');
    expect(
      pageSwitchTarget({ ...message, origin: 'https://evil.example' }, origin, '/vi-VN/tiger/bet'),
    ).toBeUndefined();
    expect(pageSwitchTarget(message, origin, '/vi-VN/wallet')).toBeUndefined();
    expect(pageSwitchTarget({ origin, data: JSON.stringify(message.data) }, origin, '/tiger')).toBe('/tiger/history');
    const offsite = { origin, data: { event: 'pageSwitch', data: { router: '//evil.example' } } };
    expect(pageSwitchTarget(offsite, origin, '/tiger')).toBeUndefined();
  });
});

describe('root locale from the open-app country', () => {
  it('maps a market to its locale', async () => {
    const { localeOfCountry } = await import('./root-locale.ts');
    expect(localeOfCountry('th')).toBe('th-TH');
    expect(localeOfCountry('VN')).toBe('vi-VN');
    expect(localeOfCountry('ph')).toBe('en-US');
    expect(localeOfCountry('zz')).toBeUndefined();
  });
});

describe('Telegram insets feed the shell', () => {
  it('adds the device and content insets', async () => {
    const { shellInsets } = await import('./telegram/theme.ts');
    expect(shellInsets({ top: 24, bottom: 16 }, { top: 46 })).toEqual({
      '--safe-top': '70px',
      '--safe-bottom': '16px',
    });
    expect(shellInsets({}, {})).toEqual({ '--safe-top': '0px', '--safe-bottom': '0px' });
  });
});
