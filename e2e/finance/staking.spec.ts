import { expect as baseExpect, test } from '@playwright/test';
import { LINH } from '../session/session-support.ts';
import { advanceTestClock, expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * Staking for yield (issue 20, docs/staking.md): a demo player holding KTHER goes from /voteV2 to its "Stake for
 * yield" page, stakes in the flexible pool and in the 30-day pool; after the stake clock moves 10 days the flexible
 * position has rewards to claim and the locked one cannot be unstaked; the player claims, unstakes (the cooldown
 * starts) and, after the clock moves past the 72 h cooldown, sees the coins returned. Screens at 375x812 in en-US and
 * vi-VN.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('stake, move the clock, claim, unstake and get the coins back', async ({ page, request }) => {
  const console = watchConsole(page);
  await page.goto(`/en-US/voteV2?userId=${LINH.id}&secretKey=${LINH.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
  await page.getByTestId('vote-to-stake').click();
  await expect(page).toHaveURL(/\/en-US\/voteV2\/stake$/);
  const kther = page.locator('[data-testid="stake-coin"][data-coin="KTHER"]');
  await expect(kther.getByTestId('stake-lock')).toHaveCount(3);
  await expect(page.getByTestId('stake-coin')).toHaveCount(3);
  await expectAccessible(page);
  await screenshot(page, 'finance/staking-pools-en');

  // Flexible, then 30 days.
  await kther.getByTestId('stake-amount').fill('10');
  await kther.getByTestId('stake-submit').click();
  await expect(kther.getByTestId('stake-done')).toContainText('10');
  await kther.getByTestId('stake-lock').nth(1).click();
  await expect(kther.getByTestId('stake-lock').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await kther.getByTestId('stake-amount').fill('20');
  await kther.getByTestId('stake-submit').click();
  await expect(kther.getByTestId('stake-done')).toContainText('20');
  const positions = page.getByTestId('stake-position');
  await expect(positions).toHaveCount(2);
  await expect(positions.first()).toHaveAttribute('data-status', 'staked');

  // Ten days later: rewards to claim; the 30-day stake is still locked.
  await advanceTestClock(request, 'stake', 10 * 86_400);
  await page.reload();
  const locked = page.getByTestId('stake-position').nth(0);
  const flexible = page.getByTestId('stake-position').nth(1);
  await expect(locked.getByTestId('stake-unstake')).toBeDisabled();
  await expect(flexible.getByTestId('stake-pending')).not.toHaveText(/^\+0[.,]0+ KTHER$/);
  await expectAccessible(page);
  await locked.scrollIntoViewIfNeeded();
  await screenshot(page, 'finance/staking-earning-en');
  await flexible.getByTestId('stake-claim').click();
  await expect(flexible.getByTestId('stake-claimed')).not.toHaveText(/^0[.,]0+ KTHER$/);
  await flexible.getByTestId('stake-unstake').click();
  await expect(flexible).toHaveAttribute('data-status', 'cooling');
  await expect(flexible.getByTestId('stake-collect')).toBeDisabled();
  await flexible.scrollIntoViewIfNeeded();
  await screenshot(page, 'finance/staking-cooling-en');

  // After the cooldown the coins come back (the job, or the owner's next look at the positions).
  await advanceTestClock(request, 'stake', 3 * 86_400 + 60);
  await page.goto('/vi-VN/voteV2/stake');
  const back = page.getByTestId('stake-position').nth(1);
  await expect(back).toHaveAttribute('data-status', 'returned');
  await expect(page.getByTestId('stake-position').nth(0)).toHaveAttribute('data-status', 'staked');
  await expectAccessible(page);
  await back.scrollIntoViewIfNeeded();
  await screenshot(page, 'finance/staking-returned-vi');
  await page.goto('/vi-VN/voteV2');
  await expect(page.getByTestId('vote-to-stake')).toBeVisible();
  await screenshot(page, 'finance/staking-entry-vi');
  console.expectNone();
});
