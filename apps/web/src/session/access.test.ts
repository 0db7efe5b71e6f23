import { describe, expect, it } from 'vitest';
import { accessDecision, loginHomeHref, safeBackUrl } from './access.ts';

const anon = { hasInit: true, hasLogin: false, messenger: false, pageModel: false };

describe('access guard (spec section 2)', () => {
  it.each(['/user/setup', '/task/welfare', '/market/detail', '/giftcode', '/profile', '/win/history', '/splash'])(
    '%s sends a visitor to login',
    (path) => expect(accessDecision({ ...anon, path })).toBe('login'),
  );

  it.each(['/', '/wallet', '/pool', '/library', '/user/login-home', '/task/download', '/win'])('%s stays', (path) =>
    expect(accessDecision({ ...anon, path })).toBe('render'),
  );

  it('the messenger mini app is exempt', () => {
    expect(accessDecision({ ...anon, messenger: true, path: '/user/setup' })).toBe('render');
  });

  it('page-model mode drops the /task/* rule only', () => {
    expect(accessDecision({ ...anon, pageModel: true, path: '/task/details' })).toBe('render');
    expect(accessDecision({ ...anon, pageModel: true, path: '/market/detail' })).toBe('login');
  });

  it('a logged-in player passes', () => {
    expect(accessDecision({ ...anon, hasLogin: true, path: '/user/setup' })).toBe('render');
  });

  it('spinner until initialised, except on the exempt routes', () => {
    const booting = { ...anon, hasInit: false };
    expect(accessDecision({ ...booting, path: '/' })).toBe('spinner');
    expect(accessDecision({ ...booting, path: '/user/setup' })).toBe('spinner');
    for (const path of [
      '/task/welfare',
      '/products/12',
      '/user/withdraw',
      '/user/orders',
      '/user/withdraw-payment',
      '/splash',
    ])
      expect(accessDecision({ ...booting, path })).toBe('render');
  });

  it('login-home carries the backUrl', () => {
    expect(loginHomeHref('en-US', '/task/welfare?productId=3')).toBe(
      '/en-US/user/login-home?backUrl=%2Ftask%2Fwelfare%3FproductId%3D3',
    );
  });
});

describe('backUrl', () => {
  it('follows same-site paths only', () => {
    expect(safeBackUrl('/wallet?tab=1')).toBe('/wallet?tab=1');
    expect(safeBackUrl('https://evil.example')).toBe('/');
    expect(safeBackUrl('//evil.example')).toBe('/');
    expect(safeBackUrl('javascript:alert(1)')).toBe('/');
    expect(safeBackUrl(null)).toBe('/');
    expect(safeBackUrl('/user/login-home?backUrl=x')).toBe('/');
  });
});
