import { expect, type Page, test } from '@playwright/test';
import { lastOtp, randomLocalPhone } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { ANA, BUDI, openAs } from '../wallet/helpers.ts';
import { closePopups } from './games-support.ts';

/**
 * Fortune, the sub-brand (issue 16), as a player walks it: a new visitor logs in through its dialog, joins, spins,
 * checks the spin on the public verifier, recharges through the sandbox and sees the locked bonus, sets a deposit
 * limit and hits it, self-excludes and is refused. Then the screens in pt-BR and ru-RU.
 */

async function logInByPhone(page: Page) {
  const local = randomLocalPhone();
  // No user id stored: the dialog opens by itself (spec section 4).
  await expect(page.getByTestId('fortune-login-dialog')).toBeVisible();
  await screenshot(page, 'fortune-login-vi-VN');
  await page.getByTestId('fortune-login-phone').click();
  await page.getByTestId('phone-input').fill(local);
  await page.getByTestId('otp-send').click();
  await page.getByTestId('otp-input').fill(await lastOtp(`+84${local}`));
  await page.getByTestId('code-login-submit').click();
  await expect(page).toHaveURL(/\/vi-VN\/fortune$/);
}

test('a new visitor joins, spins, verifies, recharges, hits a limit and self-excludes (vi-VN)', async ({ page }) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  await page.goto('/vi-VN/fortune');
  await expect(page.getByTestId('fortune-login-gate')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/fortune/);
  await logInByPhone(page);

  await expect(page.getByTestId('fortune-join')).toBeVisible();
  await screenshot(page, 'fortune-join-vi-VN');
  await expectAccessible(page);
  await expect(page.getByTestId('fortune-join-submit')).toBeDisabled();
  await page.getByTestId('fortune-join-age').check();
  await page.getByTestId('fortune-join-submit').click();
  await closePopups(page, 'fortune-popup-vi-VN');

  // Spin: the wheel lands and shows the prize; the draw links to the verifier. Below the first screen, the wheel's
  // code loads as it comes near.
  await page.getByTestId('spin-panel').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('wheel-chances')).toBeVisible();
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-result')).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'fortune-spin-vi-VN');
  await expectAccessible(page);

  // Reveal the seed (rotate), then the verifier reproduces the spin from it.
  await page.getByTestId('fortune-tab-me').click();
  // The seeds sit below the limits: their card loads as the player scrolls to it.
  await page.getByTestId('me-more').scrollIntoViewIfNeeded();
  await page.getByTestId('seed-client-input').fill('my-new-seed');
  await page.getByTestId('seed-rotate').click();
  await expect(page.getByTestId('seed-revealed').first()).toBeVisible();
  const draw = page.locator('[data-testid^="draw-"]').first();
  await expect(draw).toBeVisible();
  const drawId = (await draw.getAttribute('data-testid'))?.replace('draw-', '');
  await page.goto(`/vi-VN/fortune/test?draw=${drawId}`);
  await expect(page.getByTestId('verify-loaded')).toBeVisible();
  await expect(page.getByTestId('verify-hash-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-outcome-result')).toHaveAttribute('data-ok', 'true');
  await screenshot(page, 'fortune-verify-vi-VN');
  await expectAccessible(page);

  // Recharge through the sandbox checkout: the first-deposit bonus arrives locked.
  await page.goto('/vi-VN/fortune/money/pay');
  await expect(page.getByTestId('pay-bonus')).toBeVisible();
  await page.locator('[data-testid^="preset-"]').first().click();
  await screenshot(page, 'fortune-pay-vi-VN');
  await page.getByTestId('pay-submit').click();
  await page.waitForURL(/\/payment-sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toContainText('paid');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/fortune\/money$/);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId('money-summary').waitFor();
        await page.getByTestId('locked-list').waitFor();
        return page.locator('[data-testid^="bonus-"]').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.locator('[data-testid^="unlock-"]').first()).toBeDisabled();
  await expect(page.getByTestId('money-cash')).toBeVisible();
  await screenshot(page, 'fortune-money-vi-VN');
  await expectAccessible(page);

  // A deposit limit of the smallest amount: the pay page then refuses more.
  await page.getByTestId('money-limits').click();
  await page.getByTestId('limit-deposit-day-edit').click();
  await page.getByTestId('limit-amount').fill('1000');
  await page.getByTestId('limit-save').click();
  await page.getByTestId('limit-confirm').click();
  await expect(page.getByTestId('limit-deposit-day-used')).toBeVisible();
  await page.goto('/vi-VN/fortune/money/pay');
  await expect(page.getByTestId('pay-blocked')).toBeVisible();
  await screenshot(page, 'fortune-pay-limit-vi-VN');

  // A demo gift code pays once; the share link waits for friends.
  await page.goto('/vi-VN/fortune?tab=rewards');
  await page.getByTestId('redeem-input').fill(' happy2news ');
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-result')).toBeVisible();
  await expect(page.getByTestId('share-card')).toBeVisible();
  await screenshot(page, 'fortune-rewards-vi-VN');
  await expectAccessible(page);

  // Self-exclusion: in force at once, play refused.
  await page.goto('/vi-VN/fortune?tab=me');
  await page.getByTestId('self-exclusion-start').click();
  await page.getByTestId('self-exclusion-understood').check();
  await page.getByTestId('exclusion-confirm').click();
  await expect(page.getByTestId('exclusion-active')).toBeVisible();
  await page.goto('/vi-VN/fortune');
  await expect(page.getByTestId('fortune-exclusion')).toBeVisible();
  await page.getByTestId('spin-panel').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('wheel-spin')).toBeDisabled();
  await screenshot(page, 'fortune-excluded-vi-VN');
  console.expectNone();
});

for (const [locale, who] of [
  ['pt-BR', ANA],
  ['ru-RU', BUDI],
] as const) {
  test(`the Fortune screens read well in ${locale}`, async ({ page }) => {
    const console = watchConsole(page);
    await openAs(page, '/fortune', locale, who);
    const join = page.getByTestId('fortune-join');
    await expect(join.or(page.getByTestId('spin-panel'))).toBeVisible();
    if (await join.isVisible()) {
      await screenshot(page, `fortune-join-${locale}`);
      await page.getByTestId('fortune-join-age').check();
      await page.getByTestId('fortune-join-submit').click();
      await closePopups(page, `fortune-popup-${locale}`);
    }
    await page.getByTestId('spin-panel').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('wheel-ev')).toBeVisible();
    await screenshot(page, `fortune-home-${locale}`);
    await expectAccessible(page);
    await page.getByTestId('fortune-tab-vip').click();
    await expect(page.getByTestId('vip-ladder')).toBeVisible();
    await screenshot(page, `fortune-vip-${locale}`);
    await expectAccessible(page);
    await page.getByTestId('fortune-tab-me').click();
    await expect(page.getByTestId('limits-card')).toBeVisible();
    await screenshot(page, `fortune-me-${locale}`);
    await expectAccessible(page);
    await page.goto(`/${locale}/fortune/money`);
    await expect(page.getByTestId('money-cash')).toBeVisible();
    await expect(page.getByTestId('withdraw-ticker')).toBeVisible();
    await screenshot(page, `fortune-money-${locale}`);
    await page.goto(`/${locale}/fortune/money/pay`);
    await expect(page.locator('[data-testid^="channel-"]').first()).toBeVisible();
    await screenshot(page, `fortune-pay-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  });
}

test('anyone can replay a draw on the public verifier, logged out (en-US)', async ({ page }) => {
  await page.goto('/en-US/fortune/test');
  await page.getByTestId('verify-server').fill('def');
  await page.getByTestId('verify-client').fill('abc');
  await page.getByTestId('verify-nonce').fill('0');
  await page.getByTestId('verify-game').selectOption('free_lottery');
  await expect(page.getByTestId('verify-step-float')).toContainText('0.8320531346835196');
  await expect(page.getByTestId('verify-step-outcome')).toHaveText('8320');
  await screenshot(page, 'fortune-verifier-en-US');
  await expectAccessible(page);
});
