import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { installBridgeDouble } from '../../apps/web/src/hosts/native/bridge-double.ts';
import { registerDeviceKey } from '../hosts/device-key.ts';
import { expectAccessible, screenshot } from '../support.ts';

/**
 * "Continue with Google" in the browser and in the native app's webview, against a real OpenID Connect provider
 * (oidc-provider, started by global-setup.ts; its development pages sign in any login name): the server runs the
 * code flow with PKCE, the page comes back to login-home with a one-time ticket, and lands where it started.
 */
const newLogin = () => `oidc-${randomBytes(4).toString('hex')}`;

/** On the provider's own pages: sign in as `login`, then allow the app. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor continues with Google, signs in at the provider and lands on the page they wanted (vi-VN)', async ({
  page,
}) => {
  await page.goto('/vi-VN/user/setup');
  await expect(page).toHaveURL(/\/vi-VN\/user\/login-home\?backUrl=%2Fuser%2Fsetup/);
  const google = page.getByTestId('third-party-google');
  await expect(google).toBeVisible();
  await screenshot(page, 'oidc-login-home-vi-VN');
  await expectAccessible(page);
  await google.click();
  const login = newLogin();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/vi-VN\/user\/setup$/);
  const stored = await page.evaluate(() => ({
    id: Number(localStorage.getItem('user_id')),
    key: localStorage.getItem('user_secret_key'),
  }));
  expect(stored.id).toBeGreaterThan(0);
  expect(stored.key).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('setup-bind-phone')).toBeVisible();
  await screenshot(page, 'oidc-landed-setup-vi-VN');

  // The same person again, in a fresh browser: the same player, not a new one.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/vi-VN/user/login-home');
  await page.getByTestId('third-party-google').click();
  await signInAtProvider(page, login);
  await expect.poll(() => page.evaluate(() => Number(localStorage.getItem('user_id')))).toBe(stored.id);
});

test('cancelling at the provider comes back with a clear message and the other ways in (en-US)', async ({ page }) => {
  await page.goto('/en-US/user/login-home?backUrl=%2Fwallet');
  await page.getByTestId('third-party-google').click();
  await page.waitForURL(/\/interaction\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fwallet$/);
  await expect(page.getByTestId('oidc-error')).toHaveText('You cancelled the sign-in. Choose a way to continue.');
  await expect(page.getByTestId('choose-code')).toBeVisible();
  await screenshot(page, 'oidc-cancelled-en-US');
  await expectAccessible(page);
});

test('in the native app the provider opens in the webview and the app is told of the login', async ({
  page,
  request,
}) => {
  // The app's device key: the config call is a signed path (XBSL), so the device registers its Ed25519 key first.
  const { did, seed } = await registerDeviceKey(request, 'e2e-oidc');
  await page.addInitScript(installBridgeDouble, {
    environment: { version: '3.2.0', os: 'android', did, country_code: 'vn' },
    deviceSeed: seed,
  });
  await page.goto('/vi-VN/user/login-home');
  await page.getByTestId('third-party-google').click();
  await signInAtProvider(page, newLogin());
  await expect.poll(() => page.evaluate(() => Number(localStorage.getItem('user_id')))).toBeGreaterThan(0);
  const calls = await page.evaluate(
    () => (window as unknown as { __bridgeDouble: { calls: { method: string }[] } }).__bridgeDouble.calls,
  );
  expect(calls.some((c) => c.method === 'setLogin')).toBe(true);
  await screenshot(page, 'oidc-native-logged-in-vi-VN');
});
