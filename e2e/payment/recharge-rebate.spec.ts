import { expect, test } from '@playwright/test';
import { newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const CLAIMED: Record<string, string> = { 'vi-VN': 'Đã nhận', 'en-US': 'Claimed' };

test.describe.configure({ mode: 'serial' });

test('a player recharges through the sandbox checkout, sees the rebate progress move and claims a tier (vi-VN)', async ({
  page,
  request,
}) => {
  const console = watchConsole(page);
  const player = await newPhonePlayer(request);
  await openAs(page, '/vi-VN/activity/recharge', player);
  await expect(page.getByTestId('rebate-hero')).toHaveAttribute('data-state', 'running');
  const progress = page.getByTestId('rebate-progress');
  await expect(progress).toContainText('0 USDT');
  await expect(page.getByTestId('rebate-claim-0')).toHaveCount(0);
  await screenshot(page, 'recharge-rebate-vi-VN');
  await expectAccessible(page);

  // "Recharge now" opens the recharge page; 20 USDT worth through the sandbox checkout.
  await page.getByTestId('rebate-recharge').click();
  await expect(page).toHaveURL(/\/vi-VN\/activity\/recharge_dialog\?backUrl=/);
  await page.locator('[data-testid^="preset-"]').nth(2).click();
  await page.getByTestId('payment-pay').click();
  await page.waitForURL(/\/payment-sandbox\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toContainText('paid');

  // Back on the campaign once the webhook has credited the order: the first tier is reached.
  await expect
    .poll(
      async () => {
        await page.goto('/vi-VN/activity/recharge');
        await page.getByTestId('rebate-hero').waitFor();
        return page.getByTestId('rebate-claim-0').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(progress).not.toContainText(/^0 USDT/);
  await page.getByTestId('rebate-claim-0').click();
  await expect(page.getByTestId('rebate-message')).toContainText('+300 KC');
  await expect(page.getByTestId('rebate-tier-0')).toContainText(CLAIMED['vi-VN'] as string);
  await screenshot(page, 'recharge-rebate-claimed-vi-VN');
  await expectAccessible(page);
  console.expectNone();
});

test('a visitor sees the campaign and is asked to log in (en-US)', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/en-US/activity/recharge');
  await expect(page.getByTestId('rebate-hero')).toBeVisible();
  await expect(page.getByText('Log in to take part')).toBeVisible();
  await expect(page.getByTestId('rebate-tier-2')).toContainText('Recharge 200 USDT');
  await screenshot(page, 'recharge-rebate-visitor-en-US');
  await expectAccessible(page);
  console.expectNone();
});
