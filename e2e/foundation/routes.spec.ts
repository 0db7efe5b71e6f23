import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoute, ROUTES, splitLocale } from '@arcadia/contract';
import { expect, test } from '@playwright/test';
import { pageModules } from '../../apps/web/build-plugins/page-assets.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/** A concrete URL for a manifest path: parameters and splats get sample values. */
const sample = (path: string) => path.replace(/\$\w+/g, 'demo1').replace(/\/\$$/, '/demo1');

/** Route ids with a page of their own in the router's pages.ts; the others render the placeholder page. */
const PAGES = fileURLToPath(new URL('../../apps/web/src/app/router/pages.ts', import.meta.url));
const BUILT = new Set(pageModules(readFileSync(PAGES, 'utf8'), PAGES).keys());

test('/ lands on the default locale', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/vi-VN\/$/);
});

test('a path without a locale gains one', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/vi-VN\/wallet$/);
});

test('/dividend is the pool', async ({ page }) => {
  await page.goto('/en-US/dividend');
  await expect(page).toHaveURL(/\/en-US\/pool$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/en-US/this/does/not/exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await screenshot(page, 'not-found');
  console.expectNone();
});

test('the tab bar moves between the main sections', async ({ page }) => {
  await page.goto('/en-US/');
  await page.getByTestId('tab-library').click();
  await expect(page).toHaveURL(/\/en-US\/library$/);
  await expect(page.getByTestId('tab-library')).toHaveAttribute('aria-current', 'page');
});

for (const route of ROUTES.filter((r) => !r.devOnly)) {
  test(`renders ${route.path}`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(`/en-US${sample(route.path)}`);
    await expect(page.locator('main')).toBeVisible();
    // No loading spinner left (spinners are indeterminate; a progress bar with a value is content).
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    // A route named as built (docs/coverage.md) must never fall back to the placeholder, and the others still do
    // (judged on the route finally shown: a visitor asking for a protected route lands on login-home).
    const shown = matchRoute(splitLocale(new URL(page.url()).pathname).rest)?.route.id ?? '';
    await expect(page.getByTestId('placeholder-page')).toHaveCount(BUILT.has(shown) ? 0 : 1);
    console.expectNone();
  });
}

const MAIN = ['/', '/library', '/pool', '/wallet', '/user/login-home', '/fortune', '/task/details'];
for (const path of MAIN) {
  test(`main screen ${path} is accessible and photographed`, async ({ page }) => {
    await page.goto(`/vi-VN${path}`);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    await screenshot(page, `main${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
    await expectAccessible(page);
  });
}
