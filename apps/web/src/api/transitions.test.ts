import { describe, expect, it } from 'vitest';
import { decideTransition, type TransitionContext } from './transitions.ts';

const ctx: TransitionContext = {
  code: 1004,
  locale: 'vi-VN',
  platform: 'h5',
  inFlightRoute: '/wallet?tab=2',
  currentPath: '/wallet',
  userId: 100001,
  onSubBrandPage: false,
  subBrandLanding: '/fortune',
  whitelistedIds: [7, 8],
  mainHost: true,
  reloadCount: 0,
};

describe('1004 session invalid', () => {
  it('logs out in the browser (to login-home, decided by logout)', () => {
    expect(decideTransition(ctx)).toEqual({ kind: 'logout' });
  });

  it('on sub-brand pages logs out to its landing', () => {
    expect(decideTransition({ ...ctx, onSubBrandPage: true, currentPath: '/fortune/money' })).toEqual({
      kind: 'logout',
      to: '/vi-VN/fortune',
    });
  });

  it('whitelisted ids on sub-brand pages skip the forced logout', () => {
    expect(decideTransition({ ...ctx, onSubBrandPage: true, userId: 8 })).toEqual({ kind: 'none' });
    expect(decideTransition({ ...ctx, userId: 8 })).toEqual({ kind: 'logout' });
  });

  it('messenger on the main host: silent logout and reload to the language root', () => {
    expect(decideTransition({ ...ctx, platform: 'tg' })).toEqual({
      kind: 'silentLogoutReload',
      to: '/vi-VN/',
      reloadCount: 0,
    });
  });

  it('messenger at the root retries the reload 3 times, then accountAbnormal', () => {
    const atRoot = { ...ctx, platform: 'tg' as const, currentPath: '/' };
    expect(decideTransition({ ...atRoot, reloadCount: 0 })).toMatchObject({ reloadCount: 1 });
    expect(decideTransition({ ...atRoot, reloadCount: 2 })).toMatchObject({ reloadCount: 3 });
    expect(decideTransition({ ...atRoot, reloadCount: 3 })).toEqual({ kind: 'accountAbnormal' });
  });

  it('messenger on another host logs out normally', () => {
    expect(decideTransition({ ...ctx, platform: 'tg', mainHost: false })).toEqual({ kind: 'logout' });
  });
});

describe('1010 and 1012', () => {
  it('1010 opens login with verify=true', () => {
    expect(decideTransition({ ...ctx, code: 1010 })).toEqual({ kind: 'navigate', to: '/vi-VN/user/login?verify=true' });
    expect(decideTransition({ ...ctx, code: 1010, currentPath: '/user/login' })).toEqual({ kind: 'none' });
  });

  it('1012 opens bind-phone with the in-flight route as backUrl', () => {
    expect(decideTransition({ ...ctx, code: 1012, currentPath: '/pool' })).toEqual({
      kind: 'navigate',
      to: '/vi-VN/user/bind-phone?backUrl=%2Fwallet%3Ftab%3D2',
    });
  });

  it('other codes do nothing', () => {
    expect(decideTransition({ ...ctx, code: 2101 })).toEqual({ kind: 'none' });
    expect(decideTransition({ ...ctx, code: undefined })).toEqual({ kind: 'none' });
  });
});
