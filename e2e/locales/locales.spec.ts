import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@arcadia/contract';
import { expect, test } from '@playwright/test';
import { screenshot, watchConsole } from '../support.ts';

const COMMON = join(import.meta.dirname, '../../apps/web/public/resource/i18n/common');
const common = (locale: string) =>
  JSON.parse(readFileSync(join(COMMON, `${locale}.json`), 'utf8')) as { titles: Record<string, string> };

for (const locale of LOCALES) {
  test(`home in ${locale}: lang, dir, title, stored locale, screenshot`, async ({ page }) => {
    const console = watchConsole(page);
    // The hosts' root-locale switch (open-app country, once per session) is marked done, so the
    // page stays in the locale the URL names.
    await page.addInitScript(() => sessionStorage.setItem('arcadia-root-locale', '1'));
    await page.goto(`/${locale}/`);
    await expect(page.getByTestId('tab-wallet')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(common(locale).titles.home ?? '');
    expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe(locale);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `locales-home-${locale}`);
    console.expectNone();
  });
}

test('the stored locale is where a bare visit lands', async ({ page }) => {
  await page.goto('/th-TH/');
  // The server renders lang before the app runs; wait for the app to store the choice (cookie and storage).
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('NEXT_LOCALE=th-TH');
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/th-TH\/wallet$/);
});

test('the app keeps title, canonical and alternates right on navigation', async ({ page }) => {
  await page.goto('/en-US/');
  await expect(page).toHaveTitle('Home');
  await page.getByTestId('tab-wallet').click();
  await expect(page).toHaveURL(/\/en-US\/wallet$/);
  await expect(page).toHaveTitle('Wallet - Arcadia');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-US\/wallet$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /\/zh-CN\/wallet$/);
  await page.goto('/en-US/luckycode/land');
  await expect(page).toHaveTitle('Lucky Code');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test.describe('server-rendered heads without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product-suffix title, lang, canonical and alternates', async ({ page }) => {
    await page.goto('/ja-JP/library');
    await expect(page).toHaveTitle('ライブラリ - Arcadia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ja-JP\/library$/);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(3);
  });

  test('a profile page previews with the username', async ({ page }) => {
    await page.goto('/en-US/profile/100001');
    await expect(page).toHaveTitle('Linh Tran');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Linh Tran');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  test('share, gift, product and post pages carry Open Graph tags', async ({ page }) => {
    for (const path of ['/vi-VN/share/land', '/en-US/gift/ABC', '/en-US/products/1', '/en-US/posts/2']) {
      await page.goto(path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/resource\/share\/\w+\.png$/,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
    }
  });

  test('the 8 share images exist for link previews', async ({ request }) => {
    for (const lang of ['vi', 'en', 'pt', 'id', 'ms', 'th', 'ru', 'es']) {
      const res = await request.get(`/resource/share/${lang}.png`);
      expect(res.status(), lang).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
  });

  test('task canonicals keep their query parameters', async ({ request }) => {
    const html = await (await request.get('/en-US/task/welfare?productId=9&offerId=3&from=ad')).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost');
    expect(html).toContain('/en-US/task/welfare?productId=9&amp;offerId=3">');
  });
});
