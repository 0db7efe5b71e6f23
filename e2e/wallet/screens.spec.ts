import { expect, test } from '@playwright/test';
import { screenshot } from '../support.ts';
import { openAs, watchWalletConsole } from './helpers.ts';

for (const locale of ['vi-VN', 'en-US']) {
  test(`wallet logged out (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/wallet`);
    await expect(page.getByTestId('wallet-login')).toBeVisible();
    await screenshot(page, `wallet-logged-out-${locale}`);
  });

  test(`wallet home (${locale})`, async ({ page }) => {
    const errors = watchWalletConsole(page);
    await openAs(page, '/wallet', locale);
    await expect(page.getByTestId('wallet-balances')).toBeVisible();
    await expect(page.getByTestId('wallet-total')).not.toBeEmpty();
    await expect(page).not.toHaveURL(/secretKey/);
    await screenshot(page, `wallet-home-${locale}`);
    expect(errors).toEqual([]);
  });
}
