import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoute } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { createPreloader } from '../../src/head/preload.ts';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'arcadia-preload-'));
  for (const ns of ['common', 'wallet']) {
    mkdirSync(join(dist, 'resource/i18n', ns), { recursive: true });
    writeFileSync(join(dist, 'resource/i18n', ns, 'vi-VN.json'), '{}');
  }
  writeFileSync(
    join(dist, 'page-assets.json'),
    JSON.stringify({
      wallet: { js: ['assets/wallet-page-1.js', 'assets/use-query-2.js'], css: ['assets/wallet-3.css'] },
      quest: { js: ['assets/quest-page-5.js'], css: [] },
      $tabBar: { js: ['assets/bottom-tab-bar-4.js'], css: [] },
      fortune: { js: ['assets/fortune-page-6.js'], css: [] },
      $screens: {
        fortune: {
          param: 'tab',
          files: {
            home: { js: ['assets/home-tab-7.js'], css: ['assets/home-tab-8.css'] },
            vip: { js: ['assets/vip-tab-9.js'], css: [] },
          },
        },
      },
    }),
  );
  return dist;
}

describe('head preloads', () => {
  const preload = createPreloader(fakeDist());

  it("names the page's translations, code and styles so they load beside the startup code", () => {
    const html = preload(matchRoute('/wallet')?.route, 'vi-VN');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/resource/i18n/common/vi-VN.json">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/resource/i18n/wallet/vi-VN.json">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/wallet-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/use-query-2.js">');
    expect(html).toContain('<link rel="preload" as="style" href="/assets/wallet-3.css">');
  });

  it("adds the tab bar's code on a tab page, after the page's own (the app takes the first as the page)", () => {
    const html = preload(matchRoute('/wallet')?.route, 'vi-VN');
    const modules = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(modules).toEqual(['/assets/wallet-page-1.js', '/assets/use-query-2.js', '/assets/bottom-tab-bar-4.js']);
    expect(preload(matchRoute('/quest')?.route, 'vi-VN')).not.toContain('bottom-tab-bar');
  });

  it("adds the screen the query asks for after the page's own, the first screen when it names none", () => {
    const route = matchRoute('/fortune')?.route;
    const modules = (search: string) =>
      [...preload(route, 'vi-VN', new URLSearchParams(search)).matchAll(/rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
    expect(modules('tab=vip')).toEqual(['/assets/fortune-page-6.js', '/assets/vip-tab-9.js']);
    expect(modules('')).toEqual(['/assets/fortune-page-6.js', '/assets/home-tab-7.js']);
    expect(modules('tab=nope')).toEqual(['/assets/fortune-page-6.js', '/assets/home-tab-7.js']);
    expect(modules('tab=constructor')).toEqual(['/assets/fortune-page-6.js', '/assets/home-tab-7.js']);
    expect(preload(route, 'vi-VN')).toContain('<link rel="preload" as="style" href="/assets/home-tab-8.css">');
  });

  it('leaves out namespaces the build does not have and pages without assets', () => {
    const html = preload(matchRoute('/fortune/test')?.route, 'vi-VN');
    expect(html).toContain('/resource/i18n/common/vi-VN.json');
    expect(html).not.toContain('modulepreload');
    expect(preload(undefined, 'ja-JP')).toBe('');
  });

  it('works without a page-assets file (a build from before it existed)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'arcadia-preload-'));
    expect(createPreloader(dist)(matchRoute('/wallet')?.route, 'vi-VN')).toBe('');
  });
});
