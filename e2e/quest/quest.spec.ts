import { expect, test } from '@playwright/test';
import { installBridgeDouble } from '../../apps/web/src/hosts/native/bridge-double.ts';
import { LINH, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const START: Record<string, string> = { 'vi-VN': 'Bắt đầu', 'ja-JP': '始める', 'en-US': 'Start' };

for (const locale of ['vi-VN', 'ja-JP', 'en-US']) {
  test(`a player finds the Web3 quests and opens one's tasks (${locale})`, async ({ page }) => {
    const console = watchConsole(page);
    await openAs(page, `/${locale}/quest`, LINH);
    await expect(page.getByTestId('quest-card').first()).toBeVisible();
    await expect(page.getByTestId('quest-summary')).toContainText('KC');
    await screenshot(page, `quest/quest-${locale}`);
    await expectAccessible(page);
    const first = page.getByTestId('quest-open').first();
    await expect(first).toContainText(START[locale] as string);
    await first.click();
    await expect(page).toHaveURL(/\/task\/product\?productId=\d+.*from=quest/);
    console.expectNone();
  });
}

test('in the native app a quest opens in the dapp browser, which is logged in by its loginData', async ({
  browser,
}) => {
  const app = await browser.newPage();
  await app.addInitScript(installBridgeDouble, {
    user: { user_id: String(LINH.id), secret_key: LINH.key, username: 'Linh Tran' },
    environment: { version: '3.2.0', os: 'android', did: 'e2e-quest', country_code: 'vn' },
  });
  await app.goto('/vi-VN/quest');
  await expect(app.getByTestId('quest-card').first()).toBeVisible();
  await app.getByTestId('quest-open').first().click();
  type Call = { method: string; args: { url?: string } };
  const bridgeCalls = () =>
    app.evaluate(() => (window as unknown as { __bridgeDouble: { calls: Call[] } }).__bridgeDouble.calls);
  const dappUrl = async () => (await bridgeCalls()).find((c) => c.method === 'openDappBrowser')?.args.url ?? '';
  await expect.poll(dappUrl).toContain('loginData=');
  const url = new URL(await dappUrl());
  expect(url.pathname).toBe('/vi-VN/task/product');
  expect(url.searchParams.get('from')).toBe('quest');

  // The dapp browser is a plain browser: the encoded login signs the player in and leaves the address bar.
  const dappBrowser = await browser.newPage();
  await dappBrowser.goto(`${url.pathname}${url.search}`);
  await expect.poll(() => dappBrowser.evaluate(() => localStorage.getItem('user_id'))).toBe(String(LINH.id));
  await expect(dappBrowser).not.toHaveURL(/loginData/);
  await app.close();
  await dappBrowser.close();
});
