import { describe, expect, it } from 'vitest';
import { ROUTES } from './manifest.ts';
import { isInitSpinnerExempt, matchRoute, requiresLogin, skipsUserInfoCache } from './rules.ts';

/** The spec's route lists (section 2), copied verbatim so a drift in the manifest fails here. */
const SPEC_PUBLIC = `/ /wallet /petV2 /pool /library /profile/[xid] /gift/[code] /giftcode /giftcode/share /luckycode/land
/luckycode/buy /share/land /products/[productId] /posts/[postId] /splash /win /win/history /win/money /inbet /inbet/money
/space /share /voteV2 /invest /market /rollnft /quest /petV2/draw /petV2/guide /pvp/detail /r/[slug] /reward/guide
/wallet/exchange /wallet/gas /buildDialog/[popupId] /activity/recharge /activity/recharge_dialog /activity/exchange_dialog`;
const SPEC_TASK_USER = `/task/welfare /task/recharge /task/product /task/product_v2 /task/details /task/detailsV2 /task/download
/user/login-home /user/login /user/bind-phone /user/payment /user/withdraw-quantity /user/withdraw /user/withdrawNew
/user/withdraw-payment /user/fb-login-feedback /user/feedback /user/setup /user/orders /user/report /user/bindCode
/user/setting /user/verify /market/detail /market/history /pvp/admin`;
const SPEC_PROTECTED = `/activity/newbie /shareTab /profile/select /profile/create /profile/setup /profile/account
/profile/followTask /profile /profile/edit/* /profile/addProduct /vote/* /reward /reward/list /sudgame/* /partner /battle
/battle/rank /battle/record /honor/* /petGame /offer/*`;

const toRouterPath = (spec: string) => spec.replace(/\[(\w+)\]/g, '$$$1').replace(/\/\*$/, '/$');
const paths = (list: string) => list.split(/\s+/).filter(Boolean).map(toRouterPath);

describe('route manifest', () => {
  it('has every route of spec section 2 in its group', () => {
    const inGroup = (group: string) => ROUTES.filter((r) => r.group === group).map((r) => r.path);
    for (const path of paths(SPEC_PUBLIC)) expect(inGroup('public')).toContain(path);
    for (const path of paths(SPEC_TASK_USER)) expect(inGroup('task-user')).toContain(path);
    for (const path of paths(SPEC_PROTECTED)) expect(inGroup('protected')).toContain(path);
  });

  it('has a sub-brand landing, money page, payment page under money, and a test page', () => {
    const sub = ROUTES.filter((r) => r.group === 'subbrand');
    const money = sub.find((r) => r.moneyPage && r.path.endsWith('/money'));
    expect(money).toBeDefined();
    expect(sub.some((r) => r.moneyPage && r.path.startsWith(`${money?.path}/`))).toBe(true);
    expect(sub.some((r) => r.path.endsWith('/test'))).toBe(true);
    expect(sub.every((r) => r.icon === 'fortune')).toBe(true);
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('puts the product-name suffix on wallet, NFT, pool and library only', () => {
    const suffixed = ROUTES.filter((r) => r.title === 'product-suffix').map((r) => r.path);
    expect(suffixed.sort()).toEqual(['/library', '/petV2', '/pool', '/wallet']);
  });

  it('sets canonical links where the spec says', () => {
    const canonical = ROUTES.filter((r) => r.canonical).map((r) => r.path);
    expect(canonical.sort()).toEqual(
      [
        '/',
        '/library',
        '/petV2',
        '/pool',
        '/posts/$postId',
        '/products/$productId',
        '/task/recharge',
        '/task/welfare',
        '/user/login-home',
        '/wallet',
      ].sort(),
    );
    expect(ROUTES.find((r) => r.id === 'taskWelfare')?.canonical).toEqual(['productId', 'offerId']);
    expect(ROUTES.find((r) => r.id === 'taskRecharge')?.canonical).toEqual(['gameId', 'mchId']);
  });
});

describe('access rules', () => {
  const LOGIN = `/user/setup /user/withdraw /user/withdrawNew /user/orders /user/report /user/bindCode /task/welfare
  /task/details /market/detail /market/history /pvp/detail /pvp/admin /honor/x /activity/newbie /share /shareTab /giftcode
  /profile/select /profile/create /profile/setup /profile/account /profile/followTask /vote/1 /reward /reward/list /profile
  /profile/edit/name /profile/addProduct /win/history /win/money /sudgame/1 /partner /battle /battle/rank /battle/record
  /invest/1 /voteV2/2 /petGame /products/42 /offer/7 /splash`;
  const OPEN = `/ /wallet /petV2 /pool /library /win /inbet /invest /voteV2 /market /task/download /user/login-home
  /user/login /gift/abc /giftcode/share /share/land /posts/1 /profile/abc123 /fortune /user/feedback /user/payment`;

  it.each(LOGIN.split(/\s+/).filter(Boolean))('%s requires login', (path) => {
    expect(requiresLogin(path)).toBe(true);
    expect(requiresLogin(path, { messenger: true })).toBe(false);
  });

  it.each(OPEN.split(/\s+/).filter(Boolean))('%s stays open', (path) => {
    expect(requiresLogin(path)).toBe(false);
  });

  it('drops /task/* in page-model mode but keeps the rest', () => {
    expect(requiresLogin('/task/welfare', { pageModel: true })).toBe(false);
    expect(requiresLogin('/market/detail', { pageModel: true })).toBe(true);
  });

  it('treats /profile/[xid] as open but /profile as protected', () => {
    // /profile/abc123 is the public profile page; only the exact protected sub-pages are guarded.
    expect(requiresLogin('/profile/account')).toBe(true);
    expect(requiresLogin('/profile/')).toBe(true);
  });

  it('exempts the listed routes from the init spinner', () => {
    for (const path of [
      '/task/welfare',
      '/products/9',
      '/user/withdraw',
      '/user/orders',
      '/user/withdraw-payment',
      '/splash',
    ])
      expect(isInitSpinnerExempt(path)).toBe(true);
    for (const path of ['/', '/wallet', '/user/withdrawNew', '/products'])
      expect(isInitSpinnerExempt(path)).toBe(false);
  });

  it('lists the pages that skip the user-info cache', () => {
    for (const path of [
      '/voteV2',
      '/invest',
      '/luckycode/buy',
      '/market',
      '/petV2/draw',
      '/petV2/guide',
      '/pvp/detail',
      '/r/abc',
      '/reward/guide',
      '/user/payment',
      '/user/withdraw-quantity',
      '/wallet/exchange',
      '/wallet/gas',
    ])
      expect(skipsUserInfoCache(path)).toBe(true);
    for (const path of ['/', '/wallet', '/petV2', '/reward']) expect(skipsUserInfoCache(path)).toBe(false);
  });

  it('matches concrete paths to manifest routes with params', () => {
    expect(matchRoute('/products/42')).toMatchObject({ route: { id: 'product' }, params: { productId: '42' } });
    expect(matchRoute('/dividend')?.route.id).toBe('pool');
    expect(matchRoute('/profile/edit/name/first')).toMatchObject({
      route: { id: 'profileEdit' },
      params: { _splat: 'name/first' },
    });
    expect(matchRoute('/profile/account')?.route.id).toBe('profileAccount');
    expect(matchRoute('/nope/nothing')).toBeUndefined();
  });
});
