import { ROUTES, requiresLogin } from '@arcadia/contract';
import { expect, test } from '@playwright/test';
import { LINH, submitKeyLogin } from './session-support.ts';

/** A concrete URL for a manifest path: parameters and splats get sample values. */
const sample = (path: string) => path.replace(/\$\w+/g, 'demo1').replace(/\/\$$/, '/demo1');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes = ROUTES.filter((route) => !route.devOnly).map((route) => sample(route.path));
const protectedPaths = routes.filter((path) => requiresLogin(path));
const publicPaths = routes.filter((path) => !requiresLogin(path) && !path.startsWith('/user/login'));

test('the manifest has protected and public routes to check', () => {
  expect(protectedPaths.length).toBeGreaterThan(30);
  expect(protectedPaths).not.toContain('/task/download');
  expect(publicPaths).toContain('/task/download');
});

const halves = <T>(list: T[]) => [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))];

for (const [index, paths] of halves(protectedPaths).entries()) {
  test(`a visitor on each protected route goes to login-home with backUrl (part ${index + 1})`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(`/en-US${path}`);
      await expect(page, path).toHaveURL(
        new RegExp(`/en-US/user/login-home\\?backUrl=${escapeRegExp(encodeURIComponent(path))}$`),
      );
      await expect(page.getByTestId('login-home')).toBeVisible();
    }
  });
}

/** Public routes that land elsewhere by design: a short invite link is the server's redirect to its landing page. */
const LANDS_ON: Record<string, string> = { '/r/demo1': '/share/land' };

for (const [index, paths] of halves(publicPaths).entries()) {
  test(`a visitor on each public route stays (part ${index + 1})`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(`/en-US${path}`);
      await expect(page.locator('main')).toBeVisible();
      const landing = LANDS_ON[path] ?? path;
      // The access guard's decision for the page (access-guard.tsx writes it on <html>): rendered, not sent to login.
      await expect(page.locator('html'), path).toHaveAttribute('data-access', `render ${landing}`);
      expect(new URL(page.url()).pathname, path).toBe(`/en-US${landing === '/' ? '/' : landing}`);
    }
  });
}

for (const target of ['/user/setup', '/task/welfare?productId=7&offerId=9', '/market/detail']) {
  test(`after login the player comes back to ${target}`, async ({ page }) => {
    await page.goto(`/vi-VN${target}`);
    await expect(page).toHaveURL(/\/vi-VN\/user\/login-home\?backUrl=/);
    await page.getByTestId('choose-key').click();
    await expect(page).toHaveURL(/\/vi-VN\/user\/login\?mode=key&backUrl=/);
    await submitKeyLogin(page, LINH);
    await expect(page).toHaveURL(new RegExp(`/vi-VN${escapeRegExp(target)}$`));
    const stored = await page.evaluate(() => [localStorage.getItem('user_id'), localStorage.getItem('login_type')]);
    expect(stored).toEqual([String(LINH.id), 'login_v2']);
    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === 'user_id');
    expect(cookie?.value).toBe(String(LINH.id));
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
  });
}

test('page-model mode lets a visitor open task pages', async ({ page }) => {
  await page.goto('/en-US/');
  await page.evaluate(() => localStorage.setItem('page_model', '1'));
  await page.goto('/en-US/task/details');
  // The access guard decided to render the page (access-guard.tsx writes its decision on <html>), not to send the
  // visitor to login.
  await expect(page.locator('html')).toHaveAttribute('data-access', 'render /task/details');
  await expect(page).toHaveURL(/\/en-US\/task\/details$/);
  await page.goto('/en-US/market/detail');
  await expect(page).toHaveURL(/\/user\/login-home\?backUrl=%2Fmarket%2Fdetail$/);
});

test('a wrong secret key shows the error under the field', async ({ page }) => {
  await page.goto('/en-US/user/login?mode=key');
  await submitKeyLogin(page, { id: LINH.id, key: 'not-the-key' });
  await expect(page.getByText('This user ID and secret key do not match a live session.')).toBeVisible();
  await page.getByTestId('user-id-input').fill('abc');
  await page.getByTestId('key-login-submit').click();
  await expect(page.getByText('Enter your numeric user ID.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login\?mode=key$/);
});
