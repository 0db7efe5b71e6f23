import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { BUDI, openAs } from '../wallet/helpers.ts';

test('add a payout account, withdraw to it, and see the order waiting for review (id-ID)', async ({ page }) => {
  const console = watchConsole(page);
  await openAs(page, '/user/withdraw-payment', 'id-ID', BUDI);
  await expect(page.getByTestId('payout-accounts-page')).toBeVisible();
  await page.getByTestId('account-channel').selectOption('dana');
  await page.getByTestId('account-holder').fill('Budi Santoso');
  await page.getByTestId('account-number').fill('0812 3456 7890');
  await page.getByTestId('account-save').click();
  await expect(page.locator('[data-testid^="saved-account-"]').first()).toContainText('7890');
  await screenshot(page, 'payment-accounts-id-ID');
  await expectAccessible(page);

  await page.goto('/id-ID/user/withdraw');
  await expect(page.locator('[data-testid^="account-"]').first()).toBeVisible();
  await page.getByTestId('withdraw-amount').fill('40000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toContainText('ditinjau', { ignoreCase: true });
  await screenshot(page, 'payment-withdraw-id-ID');
  await expectAccessible(page);

  await page.goto('/id-ID/user/orders');
  await expect(page.locator('[data-testid^="order-w_"]').first()).toContainText('Ditinjau');
  console.expectNone();
});
