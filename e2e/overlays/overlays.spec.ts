import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * Opens overlays through the overlay store's test hook (loaded only with arcadia_test_hooks=1).
 * Most tests start on /library: the home page shows the hosts' install dialog after 3 s.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('arcadia_test_hooks', '1'));
});

type Hooks = Record<string, (...args: unknown[]) => unknown>;
async function hooks(page: Page) {
  await page.waitForFunction(() => 'arcadiaOverlays' in window, undefined, { timeout: 10_000 });
}
const call = (page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(
    ([fn, rest]) =>
      ((window as unknown as { arcadiaOverlays: Hooks }).arcadiaOverlays[fn as string] as (...a: unknown[]) => unknown)(
        ...(rest as unknown[]),
      ),
    [name, args] as const,
  );

test('explanation dialogs of every type open and close', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  for (const [type, title] of [
    ['assets', 'About your assets'],
    ['kther', 'What is KTHER?'],
    ['xusd', 'What is XUSD?'],
    ['contribute', 'Contribution'],
    ['happy', 'Happy points'],
  ]) {
    await call(page, 'openExplainDialog', type);
    const dialog = page.getByTestId('explain-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title ?? '');
    if (type === 'kther') {
      await screenshot(page, 'overlays-explain-kther');
      await expectAccessible(page);
    }
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('insufficient balance, download and bind-phone dialogs', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  await call(page, 'openInsufficientBalance');
  await expect(page.getByTestId('insufficient-dialog')).toContainText('Insufficient balance');
  await screenshot(page, 'overlays-insufficient');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('insufficient-dialog')).toHaveCount(0);

  await call(page, 'openDownloadDialog');
  await expect(page.getByTestId('download-dialog')).toContainText('Get the app');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('download-dialog')).toHaveCount(0);

  await call(page, 'openBindPhoneDialog', '/en-US/wallet');
  await expect(page.getByTestId('bind-phone-dialog')).toBeVisible();
  await screenshot(page, 'overlays-bind-phone');
  await page.getByRole('button', { name: 'Bind now' }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/bind-phone\?backUrl=%2Fen-US%2Fwallet$/);
});

test('share dialog shows the text; empty text warns and opens nothing', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  expect(await call(page, 'openShareDialog', { text: '   ' })).toBe(false);
  await expect(page.getByTestId('toast')).toContainText('Share failed, text is empty');
  await expect(page.getByTestId('share-dialog')).toHaveCount(0);
  expect(await call(page, 'openShareDialog', { text: 'Join me on Arcadia', url: 'https://arcadia.test/r/abc' })).toBe(
    true,
  );
  await expect(page.getByTestId('share-text')).toContainText('Join me on Arcadia');
  await screenshot(page, 'overlays-share');
  await expectAccessible(page);
});

test('mission modals and stock drawers of every type', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  for (const [type, title] of [
    ['newbie', 'Newbie gift'],
    ['retention', 'Welcome back'],
    ['reward', 'You got a reward'],
    ['mission', 'New mission'],
    ['success', 'Mission complete'],
    ['failed', 'Mission failed'],
  ]) {
    await call(page, 'openMissionModal', { type, reward: '+20 KTHER' });
    await expect(page.getByTestId('mission-modal')).toContainText(title ?? '');
    if (type === 'reward') await screenshot(page, 'overlays-mission-reward');
    await call(page, 'closeOverlay', 'mission');
    await expect(page.getByTestId('mission-modal')).toHaveCount(0);
  }
  await call(page, 'openStockDrawer', { type: 'BUY_DRAWER', symbol: 'KTHER' });
  const drawer = page.getByTestId('stock-drawer');
  await expect(drawer).toContainText('Buy KTHER');
  await drawer.getByLabel('Amount').fill('12.5');
  await screenshot(page, 'overlays-stock-buy');
  await call(page, 'closeOverlay', 'stock');
  await expect(drawer).toHaveCount(0);
  await call(page, 'openStockDrawer', { type: 'SELL_DRAWER' });
  await expect(drawer).toContainText('Sell');
});

test('wallet drawer opens with the default type create', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  await call(page, 'openWalletDrawer');
  await expect(page.getByTestId('wallet-drawer')).toBeVisible();
  await screenshot(page, 'overlays-wallet-drawer');
});

test('page loading covers the page until every load ends', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  await page.evaluate(() => {
    const o = (window as unknown as { arcadiaOverlays: Hooks }).arcadiaOverlays;
    (window as unknown as { done: unknown[] }).done = [o.showPageLoading?.(), o.showPageLoading?.()];
  });
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { done: (() => void)[] }).done[0] as () => void)());
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { done: (() => void)[] }).done[1] as () => void)());
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
});

test('toasts: bottom centre, one at a time, no duplicates, gone after 3 s', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  await call(page, 'openShareDialog', { text: '' });
  await call(page, 'openShareDialog', { text: '' });
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  const box = await toast.boundingBox();
  expect(box && Math.abs(box.x + box.width / 2 - 375 / 2)).toBeLessThan(4);
  expect(box && box.y).toBeGreaterThan(812 / 2);
  await expect(toast).toHaveCount(0, { timeout: 4500 });
});

test('the feedback ball opens /user/feedback and is hidden where the manifest says', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/en-US/');
  const ball = page.getByTestId('feedback-ball');
  await expect(ball).toBeVisible();
  await ball.tap();
  await expect(page).toHaveURL(/\/en-US\/user\/feedback$/);
  await expect(ball).toHaveCount(0);
  // Public pages only (the login-required ones land on login-home, where the ball shows); the rest is unit-tested.
  for (const path of [
    '/en-US/market',
    '/en-US/inbet',
    '/en-US/inbet/money',
    '/en-US/user/setting',
    '/en-US/user/payment',
    '/en-US/user/verify',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(ball, path).toHaveCount(0);
  }
  await page.goto('/en-US/library');
  await expect(ball).toBeVisible();
  await page.evaluate(() => localStorage.setItem('page_model', '1'));
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(ball).toHaveCount(0);
  console.expectNone();
});

test('the feedback ball is dragged by touch and docks to the nearer side', async ({ page }) => {
  await page.goto('/en-US/');
  const ball = page.getByTestId('feedback-ball');
  await expect(ball).toBeVisible();
  const start = await ball.boundingBox();
  if (!start) throw new Error('no ball');
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1 }];
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(cx, cy) });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(cx - i * 25, cy - i * 30) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page).toHaveURL(/\/en-US\/$/);
  await expect.poll(async () => (await ball.boundingBox())?.x ?? -1, { message: 'docked left' }).toBeLessThan(20);
  const end = await ball.boundingBox();
  expect(end && start.y - end.y).toBeGreaterThan(200);
  await screenshot(page, 'overlays-feedback-ball-dragged');
  await page.reload();
  await expect.poll(async () => (await ball.boundingBox())?.x ?? -1).toBeLessThan(20);
});

test('sub-brand pages show the route-change loader, money pages do not', async ({ page }) => {
  await page.goto('/en-US/library');
  await hooks(page);
  // Records the page each loader appears on. A loader shows for 600 ms, which a busy renderer can let pass before a
  // visibility check gets to run; an observer sees every appearance.
  await page.evaluate(() => {
    const seen: string[] = [];
    let shown = false;
    (window as unknown as { loaderSeenOn: string[] }).loaderSeenOn = seen;
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="route-loader"]') !== null;
      if (now && !shown) seen.push(location.pathname);
      shown = now;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const go = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const seen = () => page.evaluate(() => (window as unknown as { loaderSeenOn: string[] }).loaderSeenOn);

  await go('/en-US/fortune');
  await expect.poll(seen).toEqual(['/en-US/fortune']);
  await expect(page.getByTestId('route-loader')).toHaveCount(0, { timeout: 3000 });
  await go('/en-US/fortune/money');
  // The money page has rendered (the access guard writes its decision on <html>): the loader decided in that render.
  await expect(page.locator('html')).toHaveAttribute('data-access', 'render /fortune/money');
  // A sub-brand page next: its loader shows, so route changes after the money page's were handled too.
  await go('/en-US/fortune');
  await expect.poll(seen).toEqual(['/en-US/fortune', '/en-US/fortune']);
});

test('a render failure shows the error screen and the shell survives', async ({ page }) => {
  await page.route(/\/assets\/feedback-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/en-US/user/feedback');
  const error = page.getByTestId('error-screen');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Something went wrong.');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await screenshot(page, 'overlays-error-screen');
});

test('a 404 on a loaded static resource is reported', async ({ page }) => {
  await page.goto('/en-US/library');
  await expect(page.getByTestId('tab-library')).toBeVisible();
  const report = page.waitForRequest(
    (req) => req.url().endsWith('/svc/stats/report') && (req.postData() ?? '').includes('static_404'),
    { timeout: 15_000 },
  );
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/resource/does-not-exist.png';
    document.body.append(img);
  });
  const body = JSON.parse((await report).postData() ?? '{}');
  expect(body.events[0]).toMatchObject({ type: 'error', name: 'static_404', status: 404 });
});
