import { expect, type Page, test } from '@playwright/test';
import { installBridgeDouble } from '../../apps/web/src/hosts/native/bridge-double.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { ANA, DEMO, openAs } from '../wallet/helpers.ts';

/** The first order row's status, read again after a reload until the webhooks have done their work. */
async function firstOrderText(page: Page, locale: string) {
  await page.goto(`/${locale}/user/orders`);
  const row = page.locator('[data-testid^="order-"]').first();
  await row.waitFor();
  return row.textContent();
}

const PAID: Record<string, string> = { 'vi-VN': 'Đã thanh toán', 'id-ID': 'Dibayar', 'pt-BR': 'Pago' };
const FAILED: Record<string, string> = { 'vi-VN': 'Thất bại', 'id-ID': 'Gagal', 'pt-BR': 'Falhou' };

test.describe.configure({ mode: 'serial' });

for (const locale of ['vi-VN', 'id-ID', 'pt-BR']) {
  test(`recharge through the sandbox checkout and see the order paid (${locale})`, async ({ page }) => {
    const console = watchConsole(page);
    await openAs(page, '/user/payment', locale, ANA);
    await expect(page.getByTestId('payment-page')).toBeVisible();
    await expect(page.locator('[data-testid^="channel-"]').first()).toBeVisible();
    await screenshot(page, `payment-${locale}`);
    await expectAccessible(page);
    await page.locator('[data-testid^="preset-"]').nth(1).click();
    await page.getByTestId('payment-pay').click();
    await page.waitForURL(/\/payment-sandbox\/checkout\/sbx_/);
    await screenshot(page, `payment-checkout-${locale}`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('status')).toContainText('paid');
    await expect.poll(() => firstOrderText(page, locale), { timeout: 15_000 }).toContain(PAID[locale]);
    await screenshot(page, `payment-orders-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  });
}

test('a top-up started from the game money page comes back there after paying (en-US)', async ({ page }) => {
  await openAs(page, '/win/money', 'en-US', ANA);
  const before = await page.getByTestId('money-balance').textContent();
  await page.getByTestId('money-topUp').click();
  await expect(page).toHaveURL(/\/user\/payment\?backUrl=%2Fwin%2Fmoney/);
  await page.locator('[data-testid^="preset-"]').nth(1).click();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL(/\/payment-sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toContainText('paid');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/win\/money$/);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('money-balance').textContent();
      },
      { timeout: 15_000 },
    )
    .not.toBe(before);
  await screenshot(page, 'payment-back-to-win-money-en-US');
});

test('a declined payment shows as failed', async ({ page }) => {
  await openAs(page, '/user/payment', 'vi-VN', ANA);
  await page.locator('[data-testid^="preset-"]').first().click();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL(/\/payment-sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expect.poll(() => firstOrderText(page, 'vi-VN'), { timeout: 15_000 }).toContain(FAILED['vi-VN']);
  await page.locator('[data-testid^="order-"]').first().click();
  await expect(page.getByTestId('order-sheet')).toBeVisible();
  await screenshot(page, 'payment-order-failed-vi-VN');
});

test("a crypto channel shows the player's own deposit address and what to send there (vi-VN)", async ({ page }) => {
  const console = watchConsole(page);
  await openAs(page, '/user/payment', 'vi-VN', DEMO);
  await page.getByTestId('channel-ton').click();
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^[A-Za-z0-9_-]{48}$/);
  await expect(page.getByTestId('deposit-panel')).toContainText('TON');
  await expect(page.getByTestId('payment-pay')).toHaveCount(0);
  await screenshot(page, 'payment-deposit-ton-vi-VN');
  await expectAccessible(page);
  // The same address on every visit.
  const first = await address.textContent();
  await page.reload();
  await page.getByTestId('channel-ton').click();
  await expect(page.getByTestId('deposit-address')).toHaveText(first ?? '');
  console.expectNone();
});

test("in the native app the recharge goes through the app's payment sheet (the bridge's pay)", async ({ page }) => {
  const console = watchConsole(page);
  await page.addInitScript(installBridgeDouble, {
    user: { user_id: String(ANA.userId), secret_key: ANA.secretKey, username: 'Ana Souza' },
    environment: { version: '3.2.0', os: 'android', did: 'e2e-native-pay', country_code: 'br' },
    payOutcome: 'pay' as const,
  });
  await page.goto('/pt-BR/user/payment');
  await expect(page.locator('[data-testid^="preset-"]').first()).toBeVisible();
  await page.locator('[data-testid^="preset-"]').first().click();
  await page.getByTestId('payment-pay').click();
  // No browser checkout: the app's sheet paid, and the orders page follows the webhooks.
  await page.waitForURL(/\/pt-BR\/user\/orders/);
  const calls = await page.evaluate(
    () => (window as unknown as { __bridgeDouble: { calls: { method: string }[] } }).__bridgeDouble.calls,
  );
  expect(calls.some((c) => c.method === 'pay')).toBe(true);
  await expect.poll(() => firstOrderText(page, 'pt-BR'), { timeout: 15_000 }).toContain(PAID['pt-BR']);
  await screenshot(page, 'payment-native-paid-pt-BR');
  console.expectNone();
});
