import type { Locale } from '@arcadia/contract';
import { test } from '@playwright/test';
import { expect, newPlayer, recharge } from '../fortune/games-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * BitGame (/inbet, docs/inbet.md): a new player joins Fortune and recharges USDT (the game balance), opens an up
 * position on the round taking positions, sees it settle at the round's close (8 s rounds on the e2e server), and
 * verifies the round from its hash-chain proof in the browser.
 */
const VI: Locale = 'vi-VN';

test('a player opens an up position, the round settles, and the result verifies', async ({ page }) => {
  test.setTimeout(180_000);
  const console = watchConsole(page);
  await newPlayer(page, VI);
  await recharge(page, VI);

  await page.goto(`/${VI}/inbet`);
  await expect(page.getByTestId('inbet-page')).toBeVisible();
  await expect(page.getByTestId('inbet-price')).toHaveText(/\d+\.\d{2}/);
  await expect(page.getByTestId('inbet-balance')).not.toHaveText('…');
  await expect(page.getByTestId('inbet-up')).toBeVisible();
  await screenshot(page, 'games/inbet-vi-VN');
  await expectAccessible(page);

  // A round with time left to take a position (rounds lock every 8 s).
  const countdown = page.getByTestId('inbet-countdown');
  await expect
    .poll(async () => Number((await countdown.textContent())?.replace(/\D/g, '') ?? '0'), { timeout: 20_000 })
    .toBeGreaterThan(3);
  const round = await page.getByTestId('inbet-open').getAttribute('data-round');
  await page.getByTestId('inbet-amount-5').click();
  await page.getByTestId('inbet-up').click();
  const mine = page.getByTestId('inbet-mine').first();
  await expect(mine).toHaveAttribute('data-side', 'up');
  await expect(mine).toHaveAttribute('data-status', 'placed');
  await screenshot(page, 'games/inbet-position-vi-VN');

  // The round locks, runs and closes: the history shows it settled with its payout (1.95x, the stake on a tie, or 0).
  const settled = page.locator('[data-testid^="inbet-position-"][data-status="settled"]');
  await expect(settled).toHaveCount(1, { timeout: 45_000 });
  await expect(settled).toContainText(`#${round}`);
  await expect(page.getByTestId('inbet-recent')).toBeVisible();
  await screenshot(page, 'games/inbet-settled-vi-VN');

  // The round verifies: its close link leads to the published commitment and the steps give its prices.
  await settled.locator('[data-testid^="inbet-verify-"]').click();
  await expect(page.getByTestId('inbet-rules')).toBeVisible();
  await page.getByTestId('inbet-verify-run').click();
  await expect(page.getByTestId('inbet-verdict')).toHaveAttribute('data-kind', 'ok', { timeout: 20_000 });
  await screenshot(page, 'games/inbet-verify-vi-VN');
  await expectAccessible(page);

  // The same page in en-US.
  await page.goto('/en-US/inbet');
  await expect(page.getByTestId('inbet-page')).toContainText('BitGame');
  await expect(page.getByTestId('inbet-rules-open')).toHaveText('Rules');
  await expect(page.locator('[data-testid^="inbet-position-"][data-status="settled"]')).toHaveCount(1);
  await screenshot(page, 'games/inbet-en-US');
  await expectAccessible(page);
  console.expectNone();
});
