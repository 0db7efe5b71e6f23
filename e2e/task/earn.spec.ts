import { expect, type Page, test } from '@playwright/test';
import { installBridgeDouble } from '../../apps/web/src/hosts/native/bridge-double.ts';
import { registerDeviceKey } from '../hosts/device-key.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { ANA, openAs } from '../wallet/helpers.ts';
import { attachAuditScreenshot, freshOffers, type Offer } from './offers.ts';

/**
 * The earn loop: a player opens a task, takes it, the offer network (the double) reports the completion late and
 * twice, and the task shows done with its reward; the audit path with a screenshot; the same in the native app,
 * where the tracking link opens through the bridge.
 */

const stepStatuses = async (page: Page) =>
  page.getByTestId('task-step').evaluateAll((steps) => steps.map((s) => (s as HTMLElement).dataset.status));

test.describe.configure({ mode: 'serial' });

test('take a task, complete it at the network, see it done and paid (vi-VN, en-US)', async ({ page, request }) => {
  // The web app's market follows the language: vi-VN is vn, en-US is ph.
  for (const [locale, country] of [
    ['vi-VN', 'vn'],
    ['en-US', 'ph'],
  ] as const) {
    const [offer] = (await freshOffers(request, 'cpl', country)) as [Offer];
    const console = watchConsole(page);
    await openAs(
      page,
      `/task/details?taskId=${offer.xbOfferId}&gameName=${encodeURIComponent(offer.title)}`,
      locale,
      ANA,
    );
    await expect(page.getByTestId('task-details-page')).toBeVisible();
    await expect(page.getByTestId('task-step').first()).toBeVisible();
    await screenshot(page, `task-details-${locale}`);
    await expectAccessible(page);
    const [network] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('task-start').click()]);
    await network.waitForURL(/\/offer-sandbox\/click\/c[0-9a-f]{30}/);
    await screenshot(network, `task-network-${locale}`);
    await network.getByRole('button', { name: 'Complete step 1' }).click();
    await expect(network.getByRole('status')).toContainText('Sent');
    await network.close();
    await expect
      .poll(
        async () => {
          await page.getByTestId('task-verify').click();
          return (await stepStatuses(page))[0];
        },
        { timeout: 20_000 },
      )
      .toBe('done');
    await expect(page.getByTestId('task-expiry')).toBeVisible();
    await screenshot(page, `task-details-progress-${locale}`);
    await page.goto(`/${locale}/offer/income`);
    await expect(page.getByTestId('offer-history-row').first()).toBeVisible();
    await expect(page.getByTestId('offer-summary')).toBeVisible();
    await screenshot(page, `task-offer-income-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  }
});

test('audit task: upload a screenshot and see it in review', async ({ page, request }) => {
  const [offer] = await freshOffers(request, 'audit');
  await openAs(page, `/task/details?taskId=${offer?.xbOfferId}&gameName=Audit`, 'vi-VN', ANA);
  const [network] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('task-start').click()]);
  await network.close();
  await expect(page.getByTestId('audit-form')).toBeVisible();
  await attachAuditScreenshot(page);
  await expect(page.locator('form img')).toBeVisible();
  await screenshot(page, 'task-audit-form-vi-VN');
  await page.getByTestId('audit-submit').click();
  await expect.poll(async () => (await stepStatuses(page))[0], { timeout: 10_000 }).toBe('pending_audit');
  await screenshot(page, 'task-audit-pending-vi-VN');
  await expectAccessible(page);
});

test('in the native app the task opens its tracking link through the bridge', async ({ page, request }) => {
  const offers = await freshOffers(request, 'cpl');
  const offer = offers.at(-1) as Offer;
  // The app's device key: take_task is a signed path (XBSL), so the device registers its Ed25519 key first.
  const { did, seed } = await registerDeviceKey(request, 'e2e-task');
  await page.addInitScript(installBridgeDouble, {
    user: { user_id: String(ANA.userId), secret_key: ANA.secretKey, username: 'Ana' },
    environment: { version: '3.2.0', os: 'android', did, country_code: 'vn' },
    deviceSeed: seed,
  });
  await page.goto(`/vi-VN/task/details?taskId=${offer.xbOfferId}&gameName=App`);
  await page.getByTestId('task-start').click();
  await expect
    .poll(async () => {
      const calls = await page.evaluate(
        () =>
          (window as unknown as { __bridgeDouble: { calls: { method: string; args: unknown }[] } }).__bridgeDouble
            .calls,
      );
      return JSON.stringify(calls.find((c) => c.method === 'openWebView')?.args ?? null);
    })
    .toMatch(/offer-sandbox\/click\/c[0-9a-f]{30}/);
  await screenshot(page, 'task-details-app-vi-VN');
});

test('browse: home catalogue, search, a product and its tasks, the library (vi-VN, en-US)', async ({ page }) => {
  // Home offers to install the app after 3 s; a player closes it and goes on.
  await page.addLocatorHandler(page.getByTestId('install-dialog'), () => page.keyboard.press('Escape'));
  for (const locale of ['vi-VN', 'en-US']) {
    const console = watchConsole(page);
    await openAs(page, '/', locale, ANA);
    await expect(page.getByTestId('home-catalogue')).toBeVisible();
    const first = page.getByTestId('task-card').first();
    await expect(first).toBeVisible();
    await screenshot(page, `earn-home-${locale}`);
    await expectAccessible(page);
    // Search by the first word of a card's title: the results hold that game.
    const title = (await first.locator('span span').first().textContent()) ?? '';
    const word = title.split(' ')[0] ?? title;
    await page.getByTestId('catalogue-search').fill(word);
    await expect(page.getByTestId('task-card').first()).toContainText(word);
    await page.getByTestId('catalogue-search').fill('zzzzqqq');
    await expect(page.getByRole('status').filter({ hasText: 'zzzzqqq' })).toBeVisible();
    await screenshot(page, `earn-search-empty-${locale}`);
    await page.getByTestId('catalogue-search').fill(word);
    await page.getByTestId('task-card').first().click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/task\/(product|details)\?/);
    if (/\/task\/product\?/.test(page.url())) {
      await expect(page.getByTestId('product-offer').first()).toBeVisible();
      await screenshot(page, `earn-task-product-${locale}`);
      await expectAccessible(page);
      await page.getByTestId('product-offer-open').first().click();
    }
    await expect(page.getByTestId('task-details-page')).toBeVisible();
    await expect(page.getByTestId('task-step').first()).toBeVisible();
    await page.goto(`/${locale}/library`);
    await expect(page.getByTestId('library-product').first()).toBeVisible();
    await screenshot(page, `earn-library-${locale}`);
    await expectAccessible(page);
    await page.getByTestId('library-product').first().click();
    await expect(page.getByTestId('product-view')).toBeVisible();
    await screenshot(page, `earn-product-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  }
});

test('welfare: the daily check-in pays once and waits for tomorrow', async ({ page }) => {
  await openAs(page, '/task/welfare', 'vi-VN', ANA);
  await expect(page.getByTestId('checkin-card')).toBeVisible();
  await expect(page.getByTestId('checkin-day')).toHaveCount(7);
  await screenshot(page, 'task-welfare-vi-VN');
  await expectAccessible(page);
  const button = page.getByTestId('checkin-button');
  if (await button.isEnabled()) {
    await button.click();
    await expect(page.getByTestId('checkin-message')).toContainText('KC');
  }
  await expect(button).toBeDisabled();
  await screenshot(page, 'task-welfare-done-vi-VN');
});

test('download tasks: the list leads to the task screen', async ({ page }) => {
  await openAs(page, '/task/download', 'vi-VN', ANA);
  await expect(page.getByTestId('download-task').first()).toBeVisible();
  await screenshot(page, 'task-download-vi-VN');
  await expectAccessible(page);
  await page.getByTestId('download-task').first().click();
  await expect(page.getByTestId('task-details-page')).toBeVisible();
  await expect(page.getByTestId('task-step').first()).toBeVisible();
});
