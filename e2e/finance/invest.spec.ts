import { expect as baseExpect, test } from '@playwright/test';
import { ANA } from '../session/session-support.ts';
import { advanceTestClock, expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * Invest (issue 20, docs/invest.md): a funded demo player opens /invest, subscribes to the flexible product and
 * redeems it with its interest, subscribes to a 7-day fixed term, and after the invest clock moves 8 days forward
 * sees it matured and paid by the job. Screens at 375x812 in en-US and vi-VN.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('subscribe to invest products, redeem one and see the other mature', async ({ page, request }) => {
  const console = watchConsole(page);
  await page.goto(`/en-US/invest?userId=${ANA.id}&secretKey=${ANA.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
  const cards = page.getByTestId('invest-product');
  await expect(cards).toHaveCount(3);
  await expectAccessible(page);
  await screenshot(page, 'finance/invest-products-en');

  // Flexible: subscribe, then redeem with the interest accrued so far.
  await cards.nth(0).getByRole('link').click();
  await expect(page.getByTestId('invest-product-page')).toBeVisible();
  await page.getByTestId('invest-amount').fill('10');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('invest-done')).toContainText('10');
  await expectAccessible(page);
  await screenshot(page, 'finance/invest-subscribed-en');
  await page.getByRole('link', { name: 'My positions' }).click();
  const first = page.getByTestId('invest-position').first();
  await expect(first).toHaveAttribute('data-status', 'active');
  await first.getByTestId('invest-redeem').click();
  await expect(page.getByTestId('invest-position').first()).toHaveAttribute('data-status', 'redeemed');

  // Fixed 7 days: subscribe, move the invest clock past maturity, the job pays it.
  await page.goto('/en-US/invest');
  await page.getByTestId('invest-product').nth(1).getByRole('link').click();
  await page.getByTestId('invest-amount').fill('20');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('invest-done')).toContainText('20');
  await advanceTestClock(request, 'invest', 8 * 86_400);
  await page.goto('/en-US/invest/positions');
  const matured = page.getByTestId('invest-position').first();
  await expect(matured).toHaveAttribute('data-status', 'matured');
  await expect(matured.getByTestId('invest-interest')).not.toHaveText('+0 USDT');
  await expectAccessible(page);
  await screenshot(page, 'finance/invest-positions-en');

  await page.goto('/vi-VN/invest');
  await expect(page.getByTestId('invest-product')).toHaveCount(3);
  await screenshot(page, 'finance/invest-products-vi');
  await page.goto('/vi-VN/invest/positions');
  await expect(page.getByTestId('invest-position').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'finance/invest-positions-vi');
  console.expectNone();
});
