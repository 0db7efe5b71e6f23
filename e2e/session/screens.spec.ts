import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { ANA, LINH, openAs, randomLocalPhone } from './session-support.ts';

for (const locale of ['vi-VN', 'en-US'] as const) {
  test.describe(`session screens in ${locale}`, () => {
    test('login-home', async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(`/${locale}/user/login-home?backUrl=%2Fwallet`);
      await expect(page.getByTestId('choose-code')).toBeVisible();
      await screenshot(page, `session-login-home-${locale}`);
      await expectAccessible(page);
      console.expectNone();
    });

    test('login with phone and the dialing codes', async ({ page }) => {
      await page.goto(`/${locale}/user/login?mode=password`);
      await expect(page.getByTestId('password-login-form')).toBeVisible();
      await expect(page.getByTestId('dial-code')).toHaveText(/\+84/);
      await screenshot(page, `session-login-${locale}`);
      await expectAccessible(page);
      await page.getByTestId('dial-code').click();
      await expect(page.getByTestId('dial-code-sheet')).toBeVisible();
      await page.getByTestId('dial-th').click();
      await expect(page.getByTestId('dial-code')).toHaveText(/\+66/);
    });

    test('one-time code with the resend countdown', async ({ page }) => {
      await page.goto(`/${locale}/user/login?mode=code`);
      await page.getByTestId('phone-input').fill(randomLocalPhone());
      await page.getByTestId('otp-send').click();
      await expect(page.getByTestId('otp-send')).toBeDisabled();
      await page.getByTestId('otp-input').fill('12');
      await page.getByTestId('code-login-submit').click();
      await expect(page.getByTestId('otp-input')).toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, `session-otp-${locale}`);
    });

    test('bind-phone', async ({ page }) => {
      await openAs(page, `/${locale}/user/bind-phone?backUrl=%2Fwallet&from=wallet`, ANA);
      await expect(page.getByTestId('bind-phone-form')).toBeVisible();
      await screenshot(page, `session-bind-phone-${locale}`);
      await expectAccessible(page);
    });

    test('setting', async ({ page }) => {
      await openAs(page, `/${locale}/user/setting`, LINH);
      await expect(page.getByTestId('logout')).toBeVisible();
      await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('user_info')))).toBe(true);
      await screenshot(page, `session-setting-${locale}`);
      await expectAccessible(page);
    });
  });
}

test('the language switcher keeps the page', async ({ page }) => {
  await page.goto('/vi-VN/user/setting');
  await page.getByTestId('locale').click();
  await page.getByTestId('locale-ja-JP').click();
  await expect(page).toHaveURL(/\/ja-JP\/user\/setting$/);
  await expect(page.getByTestId('locale')).toContainText('言語');
  expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe('ja-JP');
});

test('a verify=true login page shows the notice and the code form only', async ({ page }) => {
  await page.goto('/en-US/user/login?verify=true');
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await screenshot(page, 'session-login-verify-en-US');
});
