import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { ANA, BUDI, DEMO, expectNoHorizontalScroll, openAs } from '../wallet/helpers.ts';

/** The statement, the withdrawal checklist and the amount picker, read as the demo players in their markets. */

const PLAYERS = [
  ['vi-VN', DEMO],
  ['id-ID', BUDI],
  ['pt-BR', ANA],
] as const;

for (const [locale, player] of PLAYERS) {
  test(`the statement shows income and spending by coin and kind, for 7 to 90 days (${locale})`, async ({ page }) => {
    const console = watchConsole(page);
    await openAs(page, '/user/report', locale, player);
    await expect(page.getByTestId('report-page')).toBeVisible();
    // The demo seed credits every player: at least one coin has income.
    const coin = page.locator('[data-testid^="report-coin-"]').first();
    await expect(coin).toBeVisible();
    await expect(coin).toContainText('+');
    await expect(page.getByTestId('report-csv')).toBeVisible();
    await screenshot(page, `payment-report-${locale}`);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    expect(download.suggestedFilename()).toBe('arcadia-statement-30d.csv');
    await page.getByRole('tab').first().click();
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    console.expectNone();
  });

  test(`the withdrawal checklist says what is missing and links to its fix (${locale})`, async ({ page }) => {
    const console = watchConsole(page);
    await openAs(page, '/user/verify', locale, player);
    await expect(page.getByTestId('verify-page')).toBeVisible();
    const phone = page.getByTestId('verify-phone');
    // Ana has no phone bound (seed); Linh and Budi have.
    await expect(phone).toHaveAttribute('data-done', player === ANA ? 'false' : 'true');
    if (player === ANA) await expect(phone.getByRole('link')).toHaveAttribute('href', /\/user\/bind-phone/);
    await expect(page.getByTestId('verify-review')).toBeVisible();
    await screenshot(page, `payment-verify-${locale}`);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    console.expectNone();
  });
}

test('the amount picker offers what the balance covers and fills the withdrawal form (vi-VN)', async ({ page }) => {
  const console = watchConsole(page);
  await openAs(page, '/user/withdraw-quantity', 'vi-VN', DEMO);
  await expect(page.getByTestId('withdraw-quantity-page')).toBeVisible();
  await expect(page.getByTestId('quantity-balance')).toBeVisible();
  const presets = page.locator('[data-testid^="quantity-"]:not([data-testid="quantity-balance"])');
  await expect(presets.first()).toBeVisible();
  await screenshot(page, 'payment-withdraw-quantity-vi-VN');
  await expectAccessible(page);
  const offered = page.locator('[data-testid^="quantity-"]:enabled');
  if ((await offered.count()) > 0) {
    const amount = ((await offered.first().getAttribute('data-testid')) ?? '').replace('quantity-', '');
    await offered.first().click();
    await expect(page).toHaveURL(new RegExp(`/user/withdraw\\?amount=${amount}`));
    await expect(page.getByTestId('withdraw-page')).toBeVisible();
  }
  console.expectNone();
});

test('the recharge and exchange dialogs of the deep links open as pages (vi-VN)', async ({ page }) => {
  const console = watchConsole(page);
  await openAs(page, '/activity/recharge_dialog', 'vi-VN', DEMO);
  await expect(page.getByTestId('payment-page')).toBeVisible();
  await expect(page.locator('[data-testid^="channel-"]').first()).toBeVisible();
  await screenshot(page, 'payment-recharge-dialog-vi-VN');
  await expectAccessible(page);
  await page.goto('/vi-VN/activity/exchange_dialog');
  await expect(page.getByTestId('wallet-swap-mode-inapp')).toBeVisible();
  await screenshot(page, 'wallet-exchange-dialog-vi-VN');
  await expectAccessible(page);
  console.expectNone();
});
