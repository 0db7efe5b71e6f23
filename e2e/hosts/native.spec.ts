import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type BridgeDoubleConfig, installBridgeDouble } from '../../apps/web/src/hosts/native/bridge-double.ts';
import { screenshot, watchConsole } from '../support.ts';

/** The native app emulated by the bridge double (the protocol of docs/hosts.md), injected before the app starts. */
const LINH = {
  user_id: '100001',
  secret_key: 'demo0000000000000000000000000000000000000000000000000000000linh',
  username: 'Linh Tran',
};
const BUDI_KEY = 'demo0000000000000000000000000000000000000000000000000000000budi';
const ENV = {
  version: '3.2.0',
  os: 'android',
  did: 'e2e-device-1',
  adid: 'e2e-ad',
  android_id: 'e2e-android',
  country_code: 'vn',
};

async function openInApp(page: Page, path: string, config: BridgeDoubleConfig) {
  await page.addInitScript(installBridgeDouble, config);
  await page.goto(path);
}

type Call = { method: string; args: unknown };
const bridgeCalls = (page: Page): Promise<Call[]> =>
  page.evaluate(() => (window as unknown as { __bridgeDouble: { calls: Call[] } }).__bridgeDouble.calls);
const emit = (page: Page, event: string) =>
  page.evaluate(
    (e) => (window as unknown as { __bridgeDouble: { emit(e: string): void } }).__bridgeDouble.emit(e),
    event,
  );

test.describe('Native app (bridge double)', () => {
  test('logs in through the bridge and sends the app environment in the headers', async ({ page }) => {
    const console = watchConsole(page);
    const userCalls: Record<string, string>[] = [];
    page.on('request', (r) => r.url().includes('/svc/user/') && userCalls.push(r.headers()));
    await openInApp(page, '/vi-VN/', { user: LINH, environment: ENV });
    await expect.poll(() => userCalls.some((h) => h['user-id'] === '100001')).toBe(true);
    const headers = userCalls.find((h) => h['user-id'] === '100001') ?? {};
    for (const call of userCalls)
      expect(call).toMatchObject({ platform: 'app', 'app-ver': '3.2.0', 'd-id': 'e2e-device-1' });
    expect(headers).toMatchObject({
      platform: 'app',
      'app-ver': '3.2.0',
      'd-id': 'e2e-device-1',
      'ad-id': 'e2e-ad',
      'android-id': 'e2e-android',
      'country-code': 'vn',
    });
    const calls = await bridgeCalls(page);
    expect(calls.map((c) => c.method).slice(0, 4)).toEqual(['capabilities', 'getEnvironment', 'checkAudit', 'login']);
    expect(calls.find((c) => c.method === 'login')?.args).toEqual({ newLogin: true });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'hosts-app-home');
    console.expectNone();
  });

  test('a bridge without a user clears the local login; another native user logs in again', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user_id', '100002');
    });
    await openInApp(page, '/vi-VN/', { user: { user_id: '0' }, environment: ENV });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();

    const other = await page.context().newPage();
    await other.addInitScript((key) => {
      localStorage.setItem('user_id', '100002');
      localStorage.setItem('user_secret_key', key);
    }, BUDI_KEY);
    await openInApp(other, '/vi-VN/', { user: LINH, environment: ENV });
    await expect.poll(() => other.evaluate(() => localStorage.getItem('user_id'))).toBe('100001');
  });

  test('the back button follows the map and leaves the app from home', async ({ page }) => {
    await openInApp(page, '/vi-VN/wallet', { user: LINH, environment: ENV });
    await expect(page.getByTestId('wallet-action-exchange')).toBeVisible({ timeout: 15_000 });
    await emit(page, 'back');
    await expect(page).toHaveURL(/\/vi-VN\/$/);
    await emit(page, 'back');
    await expect.poll(async () => (await bridgeCalls(page)).map((c) => c.method)).toContain('exitApp');
  });

  test('PvP below app 3.0.6 asks to update; /pvp/admin is exempt', async ({ page }) => {
    await openInApp(page, '/vi-VN/pvp/detail', { user: LINH, environment: { ...ENV, version: '3.0.5' } });
    const dialog = page.getByTestId('update-dialog');
    await expect(dialog).toBeVisible();
    await screenshot(page, 'hosts-app-update-dialog');
    await dialog.getByRole('button').first().click();
    await expect.poll(async () => (await bridgeCalls(page)).map((c) => c.method)).toContain('openStore');
    await page.goto('/vi-VN/pvp/admin');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('update-dialog')).toHaveCount(0);
  });

  test('PvP on app 3.0.6 opens without the dialog', async ({ page }) => {
    await openInApp(page, '/vi-VN/pvp/detail', { user: LINH, environment: { ...ENV, version: '3.0.6' } });
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('update-dialog')).toHaveCount(0);
  });

  test('a signed POST carries XBSL over body + TS + NONCE', async ({ page }) => {
    const signKey = 'e2e-device-key';
    await openInApp(page, '/vi-VN/user/login', { user: { user_id: '0' }, environment: ENV, signKey });
    const sent = page.waitForRequest((r) => r.url().includes('/send_otp_via_phone'));
    await page.getByTestId('phone-input').fill('912345678');
    await page.getByTestId('otp-send').click();
    const request = await sent;
    const headers = request.headers();
    const expected = createHmac('sha256', signKey)
      .update(`${request.postData() ?? ''}${headers.ts}${headers.nonce}`)
      .digest('base64');
    expect(headers.xbsl).toBe(expected);
    expect(headers.nonce).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  test('bridge errors at start are reported as error_jsb_init with the step', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openInApp(page, '/vi-VN/', {
      user: LINH,
      failures: { getEnvironment: { ret: 500, msg: 'env down' }, login: { ret: 3, msg: 'no session' } },
    });
    await page.waitForLoadState('networkidle');
    expect(warnings.some((w) => w.includes('error_jsb_init') && w.includes('"step":"environment"'))).toBe(true);
    expect(
      warnings.some((w) => w.includes('"step":"appLogin"') && w.includes('JsBridge [login] error: no session:3')),
    ).toBe(true);
  });

  test('app 2.2.1 receives its input as a JSON string', async ({ page }) => {
    await openInApp(page, '/vi-VN/', { user: LINH, environment: { ...ENV, version: '2.2.1' } });
    await page.waitForLoadState('networkidle');
    const login = (await bridgeCalls(page)).find((c) => c.method === 'login');
    expect(login?.args).toBe('{"newLogin":true}');
  });

  const auditCases = [
    { name: 'the bridge check says audit', audit: true, version: '3.2.0', toast: true },
    { name: 'app version 3.1.192', audit: false, version: '3.1.192', toast: true },
    { name: 'no audit', audit: false, version: '3.2.0', toast: false },
  ];
  for (const c of auditCases)
    test(`low balance: ${c.toast ? 'a warning toast' : 'the dialog'} when ${c.name}`, async ({ page }) => {
      await openInApp(page, '/en-US/wallet', {
        user: LINH,
        environment: { ...ENV, version: c.version },
        audit: c.audit,
      });
      await page.getByTestId('wallet-action-exchange').click();
      await page.getByTestId('wallet-swap-from').selectOption('WH');
      await page.getByTestId('wallet-swap-to').selectOption('USDT');
      await page.getByTestId('wallet-swap-amount').fill('20000');
      await expect(page.getByTestId('wallet-swap-confirm')).toBeEnabled({ timeout: 15_000 });
      await page.getByTestId('wallet-swap-confirm').click();
      if (c.toast) {
        await expect(page.getByTestId('toast')).toBeVisible();
        await expect(page.getByTestId('wallet-insufficient')).toHaveCount(0);
        if (c.audit) await screenshot(page, 'hosts-app-audit-toast');
      } else {
        await expect(page.getByTestId('wallet-insufficient')).toBeVisible();
      }
    });
});
