import { expect, test } from '@playwright/test';
import { ANA, LINH, openAs, randomLocalPhone } from './session-support.ts';

test('login by URL credentials stores them and cleans the URL at once', async ({ page }) => {
  await page.goto(`/en-US/user/setup?userId=${LINH.id}&secretKey=${LINH.key}&from=mail`);
  await expect(page).toHaveURL(/\/en-US\/user\/setup\?from=mail$/);
  await expect(page.getByTestId('setup-user-id')).toContainText(String(LINH.id));
  expect(await page.evaluate(() => localStorage.getItem('user_secret_key'))).toBe(LINH.key);
  // replaceState: no history entry keeps the key (back goes to the blank start page).
  await page.goBack();
  expect(page.url()).not.toContain('secretKey');
});

test('1010 after repeated wrong passwords opens login with verify=true', async ({ page }) => {
  await page.goto('/en-US/user/login?mode=password&backUrl=%2Fwallet');
  await page.getByTestId('phone-input').fill(randomLocalPhone());
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByTestId('password-input').fill(`wrong-password-${attempt}`);
    await page.getByTestId('password-login-submit').click();
    if (attempt < 5) await expect(page.getByText('The phone number or password is not correct.')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/en-US\/user\/login\?.*verify=true/);
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  await expect(page.getByTestId('code-login-form')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('backUrl')).toBe('/wallet');
});

test('1012 opens bind-phone with the in-flight route as backUrl', async ({ page }) => {
  await openAs(page, '/en-US/user/setting', ANA);
  await page.getByTestId('market').click();
  await page.getByTestId('market-th').click();
  await expect(page).toHaveURL(/\/en-US\/user\/bind-phone\?backUrl=%2Fuser%2Fsetting$/);
  await expect(page.getByTestId('bind-phone-form')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/setting$/);
});

test('toasts: bottom centre, gone after 3 s, never two at once', async ({ page }) => {
  await openAs(page, '/en-US/user/setting', LINH);
  const toasts = page.getByTestId('toast');
  await page.getByTestId('market').click();
  await page.getByTestId('market-th').click();
  await expect(toasts).toHaveCount(1);
  // Records the most toasts on screen at once after every change of the page, until the last one has gone.
  await page.evaluate(() => {
    const w = window as unknown as { mostToasts: number };
    const count = () => document.querySelectorAll('[data-testid="toast"]').length;
    w.mostToasts = count();
    new MutationObserver(() => {
      w.mostToasts = Math.max(w.mostToasts, count());
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('market').click();
  await page.getByTestId('market-br').click();
  await expect(toasts).toContainText('Brazil');
  const shownAt = Date.now();
  const box = await toasts.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no toast box');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  await expect(toasts).toHaveCount(0, { timeout: 5000 });
  const gone = Date.now() - shownAt;
  expect(gone).toBeGreaterThan(2500);
  expect(gone).toBeLessThan(3800);
  expect(await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts)).toBe(1);
});
