import { expect as baseExpect, test } from '@playwright/test';
import { ANA } from '../session/session-support.ts';
import { advanceTestClock, expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * Vote and stake (issue 20, docs/vote.md): a funded demo player opens /voteV2, stakes on a candidate of the open
 * round, cannot take it back before the end; after the vote clock moves past the end the round settles, the stake
 * comes back with the whole reward pool (the only voter of the winner). Then the player votes in the market's poll
 * once and sees the results. Screens at 375x812 in en-US and vi-VN.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('stake on a vote round, collect the reward, vote in a poll', async ({ page, request }) => {
  const console = watchConsole(page);
  await page.goto(`/en-US/voteV2?userId=${ANA.id}&secretKey=${ANA.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
  const open = page.locator('[data-testid="vote-round"][data-status="open"]');
  await expect(open).toHaveCount(1);
  await expect(page.locator('[data-testid="vote-round"][data-status="settled"]')).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'finance/vote-rounds-en');

  await open.getByRole('link').click();
  await expect(page.getByTestId('vote-candidate')).toHaveCount(3);
  await page.getByTestId('vote-choose').nth(1).click();
  await page.getByTestId('vote-amount').fill('10');
  await page.getByTestId('vote-submit').click();
  await expect(page.getByTestId('vote-done')).toContainText('10');
  await expect(page.getByTestId('vote-my-stake').first()).toHaveAttribute('data-status', 'locked');
  await expectAccessible(page);
  await screenshot(page, 'finance/vote-staked-en');
  const url = page.url();

  await advanceTestClock(request, 'vote', 4 * 86_400);
  await page.goto(url);
  const mine = page.getByTestId('vote-my-stake').first();
  await expect(mine).toHaveAttribute('data-status', 'returned');
  await expect(mine.getByTestId('vote-reward')).toContainText('100');
  await screenshot(page, 'finance/vote-settled-en');
  await page.goto(url.replace('/en-US/', '/vi-VN/'));
  await expect(page.getByTestId('vote-my-stake').first()).toHaveAttribute('data-status', 'returned');
  await screenshot(page, 'finance/vote-settled-vi');

  await page.goto('/vi-VN/voteV2');
  await expect(page.getByTestId('vote-poll-card')).toHaveCount(1);
  await screenshot(page, 'finance/vote-rounds-vi');
  await page.getByTestId('vote-poll-card').getByRole('link').click();
  const options = page.getByTestId('vote-poll-option');
  await expect(options).toHaveCount(3);
  await options.nth(0).getByRole('button').click();
  await expect(page.getByTestId('vote-poll-total')).toBeVisible();
  await expect(page.getByTestId('vote-poll-share').first()).toHaveText('100%');
  await expect(page.getByTestId('vote-poll-option').getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'finance/vote-poll-vi');
  console.expectNone();
});
