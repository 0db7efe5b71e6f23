import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModules, screenModules } from './page-assets.ts';

describe('pageModules', () => {
  it('reads route id -> page module from the page registry', () => {
    const registry = resolve(import.meta.dirname, '../src/app/router/pages.ts');
    const pages = pageModules(readFileSync(registry, 'utf8'), registry);
    expect(pages.get('home')).toBe(resolve(import.meta.dirname, '../src/features/home/home-page.tsx'));
    expect(pages.get('wallet')).toBe(resolve(import.meta.dirname, '../src/features/wallet/wallet-page.tsx'));
    expect(pages.size).toBeGreaterThanOrEqual(10);
    // Routes that share a page name its loader.
    const payment = resolve(import.meta.dirname, '../src/features/payment/payment-page.tsx');
    expect(pages.get('userPayment')).toBe(payment);
    expect(pages.get('activityRechargeDialog')).toBe(payment);
  });

  it('reads shared loaders, and only those', () => {
    const source = [
      "const shared: PageLoader = () => import('./s.tsx');",
      "const other = () => import('./o.tsx');",
      '  a: shared,',
      '  b: other,',
      "  c: () => import('./c.tsx'),",
    ].join('\n');
    expect([...pageModules(source, '/r/pages.ts')].sort()).toEqual([
      ['a', '/r/s.tsx'],
      ['c', '/r/c.tsx'],
    ]);
  });

  it('ignores lines that are not page entries', () => {
    const pages = pageModules("const x = 1;\n  a: () => import('./a.tsx'),\n  b: load('./b.tsx'),\n", '/r/pages.ts');
    expect([...pages]).toEqual([['a', '/r/a.tsx']]);
  });
});

describe('screenModules', () => {
  it("reads Fortune's screens in order, the default first, as the page's loaders name them", () => {
    const list = resolve(import.meta.dirname, '../src/features/fortune/screens.ts');
    const screens = screenModules(readFileSync(list, 'utf8'), list);
    expect([...screens.keys()]).toEqual(['home', 'rewards', 'vip', 'me', 'invite']);
    expect(screens.get('vip')).toBe(resolve(import.meta.dirname, '../src/features/fortune/vip/vip-tab.tsx'));
  });
});
