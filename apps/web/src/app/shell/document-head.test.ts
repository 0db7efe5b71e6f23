import { routeById } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { canonicalHref, documentTitle } from './document-head.ts';

const t = (key: string, vars?: Record<string, string | number>) =>
  ({
    'brand.product': 'Arcadia',
    'titles.wallet': 'Wallet',
    'titles.gift': 'Gift',
    'titles.product': 'Product',
    'titles.profileXid': 'Profile',
    'titles.giftcode': 'Gift Codes',
    'notFound.title': 'Page not found',
    'head.sendGift': `${vars?.name} sent you a gift`,
  })[key] ?? key;

describe('document title rules (mirroring the server head)', () => {
  it('adds the product name to wallet, NFT, pool and library', () => {
    expect(documentTitle(routeById('wallet'), t, {})).toBe('Wallet - Arcadia');
  });
  it('uses the entity title or username, else the route title', () => {
    expect(documentTitle(routeById('product'), t, { title: 'Dragon Quest' })).toBe('Dragon Quest');
    expect(documentTitle(routeById('product'), t, {})).toBe('Product');
    expect(documentTitle(routeById('profileXid'), t, { title: 'Linh Tran' })).toBe('Linh Tran');
  });
  it('masks the gift sender', () => {
    expect(documentTitle(routeById('gift'), t, { senderNickname: 'NguyenVanA' })).toBe('Ng***nA sent you a gift');
    expect(documentTitle(routeById('gift'), t, {})).toBe('Gift');
  });
  it('names unknown pages', () => {
    expect(documentTitle(undefined, t, {})).toBe('Page not found');
    expect(documentTitle(routeById('giftcode'), t, {})).toBe('Gift Codes');
  });
});

describe('canonical links', () => {
  const origin = window.location.origin;
  it('are set only where the manifest says, with the task query parameters', () => {
    expect(canonicalHref(routeById('home'), 'en-US', '/', '')).toBe(`${origin}/en-US/`);
    expect(canonicalHref(routeById('giftcode'), 'en-US', '/giftcode', '')).toBeNull();
    expect(canonicalHref(routeById('taskRecharge'), 'vi-VN', '/task/recharge', '?mchId=2&x=1&gameId=7')).toBe(
      `${origin}/vi-VN/task/recharge?gameId=7&mchId=2`,
    );
  });
});
