import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot } from '../support.ts';
import { BUDI, expectNoHorizontalScroll, openAs, watchWalletConsole } from './helpers.ts';

for (const locale of ['vi-VN', 'en-US']) {
  test.describe(locale, () => {
    test('logged out: a login call to action that comes back here', async ({ page }) => {
      await page.goto(`/${locale}/wallet`);
      const login = page.getByTestId('wallet-login');
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/user/login-home\\?backUrl=%2F${locale}%2Fwallet`),
      );
      await screenshot(page, `wallet-logged-out-${locale}`);
    });

    test('home: balances, total, token detail, explain, receive', async ({ page }) => {
      test.setTimeout(90_000); // several sheets, axe and screenshots on a busy machine
      const errors = watchWalletConsole(page);
      await openAs(page, '/wallet', locale, BUDI);
      await expect(page.getByTestId('wallet-coin-KTHER')).toBeVisible();
      await expect(page.getByTestId('wallet-total')).toContainText('USDT');
      await expect(page).not.toHaveURL(/secretKey/);
      await expect(page.getByTestId('wallet-open-create')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, `wallet-home-${locale}`);
      await expectAccessible(page);

      await page.getByTestId('wallet-coin-KTHER').click();
      await expect(page.getByTestId('wallet-token-change')).toBeVisible();
      await screenshot(page, `wallet-token-${locale}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('wallet-token')).toBeHidden();

      await page.getByTestId('wallet-explain-kther').click();
      await expect(page.getByTestId('wallet-explain')).toContainText('KTHER');
      await screenshot(page, `wallet-explain-${locale}`);
      await page.keyboard.press('Escape');

      await page.getByTestId('wallet-action-receive').click();
      await expect(page.getByTestId('wallet-receive')).toContainText(String(BUDI.userId));
      await screenshot(page, `wallet-receive-${locale}`);
      await page.keyboard.press('Escape');

      await page.locator('#wallet-history-title').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('wallet-history')).toBeVisible();
      await screenshot(page, `wallet-history-${locale}`);
      expect(errors).toEqual([]);
    });

    test('exchange: a payment that falls short opens the insufficient-balance dialog', async ({ page }) => {
      await openAs(page, '/wallet/exchange', locale, BUDI);
      await page.getByTestId('wallet-swap-from').selectOption('KTHER');
      await page.getByTestId('wallet-swap-amount').fill('99999999');
      await expect(page.getByTestId('wallet-quote').or(page.getByRole('alert'))).toBeVisible({ timeout: 10_000 });
      await expectNoHorizontalScroll(page);
      const confirm = page.getByTestId('wallet-swap-confirm');
      if (await confirm.isEnabled()) {
        await confirm.click();
        await expect(page.getByTestId('wallet-insufficient')).toBeVisible();
        await screenshot(page, `wallet-insufficient-${locale}`);
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('wallet-swap-amount').fill('5');
      await expect(page.getByTestId('wallet-quote-out')).toBeVisible({ timeout: 10_000 });
      await screenshot(page, `wallet-exchange-${locale}`);
      await page.getByTestId('wallet-swap-mode-onchain').click();
      await expect(page.getByRole('button', { name: /./ }).last()).toBeVisible();
      await screenshot(page, `wallet-exchange-onchain-${locale}`);
    });

    test('gas: needs a wallet first', async ({ page }) => {
      await openAs(page, '/wallet/gas', locale, BUDI);
      await expect(page.getByRole('status').first()).toBeVisible();
      await screenshot(page, `wallet-gas-${locale}`);
    });
  });
}
