import type { Locale } from '@arcadia/contract';
import { type Page, test } from '@playwright/test';
import { expect, newPlayer, recharge } from '../fortune/games-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * The main brand's win games (/win, docs/win.md): a new player tops up USDT (the game balance) through the payment
 * sandbox, rolls dice for real coins, runs win turbo's auto-bet until its stop condition, plays a hi-lo round to a
 * cash-out, reveals the seed pair and verifies a round in the history, in vi-VN; then the pages in en-US.
 */
const VI: Locale = 'vi-VN';

const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('win-balance-value').textContent())?.replace(/[^\d]/g, '') ?? '0');

test('a player rolls dice, runs auto-bet, cashes out a hi-lo round and verifies it', async ({ page }) => {
  test.setTimeout(240_000);
  const console = watchConsole(page);
  await newPlayer(page, VI);
  await recharge(page, VI);

  // Dice for real coins.
  await page.goto(`/${VI}/win`);
  await expect(page.getByTestId('win-page')).toBeVisible();
  await expect(page.getByTestId('dice-view')).toBeVisible();
  await expect.poll(() => balanceOf(page)).toBeGreaterThan(0);
  const before = await balanceOf(page);
  await page.getByTestId('dice-amount').fill('0.1');
  await page.getByTestId('dice-roll').click();
  await expect(page.getByTestId('dice-result')).toHaveAttribute('data-won', /yes|no/);
  await expect.poll(() => balanceOf(page)).not.toBe(before);
  await screenshot(page, 'games/win-dice-vi-VN');
  await expectAccessible(page);

  // win turbo: three bets in turbo, stopping by the count.
  await page.getByRole('switch').first().click();
  await page.getByRole('switch').nth(1).click();
  await expect(page.getByTestId('dice-auto')).toBeVisible();
  await page.getByTestId('auto-count').fill('3');
  await page.getByTestId('auto-start').click();
  const status = page.getByTestId('auto-status');
  await expect(status).toHaveAttribute('data-stopped', /count|profit|loss|balance/, { timeout: 30_000 });
  await screenshot(page, 'games/win-auto-vi-VN');
  // Stop always works: a long run stopped by the button.
  await page.getByTestId('auto-count').fill('0');
  await page.getByTestId('auto-start').click();
  await page.getByTestId('auto-stop').click();
  await expect(status).toHaveAttribute('data-stopped', /user|balance/, { timeout: 15_000 });
  await page.getByRole('switch').first().click();

  // Hi-lo: deal, guess the likelier side, cash out after a correct guess (deal again after a wrong one).
  await page.getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/game=hilo/);
  await expect(page.getByTestId('hilo-view')).toBeVisible();
  const result = page.getByTestId('hilo-result');
  let cashed = false;
  for (let attempt = 0; attempt < 8 && !cashed; attempt++) {
    await page.getByTestId('hilo-amount').fill('0.1');
    await page.getByTestId('hilo-start').click();
    await expect(result).toHaveAttribute('data-status', 'playing');
    if (attempt === 0) await screenshot(page, 'games/win-hilo-vi-VN');
    const face = ((await page.getByTestId('hilo-card').textContent()) ?? '').replace(/[♠♥♦♣]/g, '');
    const rank = { A: 1, J: 11, Q: 12, K: 13 }[face] ?? Number(face);
    // The guess's own answer decides (a fixed wait let a slow answer look like a correct guess under load).
    const guessed = page.waitForResponse((r) => r.url().includes('/win/hilo/guess'));
    await page.getByTestId(rank <= 7 ? 'hilo-higher' : 'hilo-lower').click();
    const answer = (await (await guessed).json()) as { data?: { round?: { status?: string } } };
    const stillPlaying = answer.data?.round?.status === 'playing';
    await expect(result).toHaveAttribute('data-status', stillPlaying ? 'playing' : 'settled');
    if (stillPlaying) {
      await page.getByTestId('hilo-cashout').click();
      await expect(result).toHaveAttribute('data-status', 'settled');
      cashed = true;
    }
  }
  expect(cashed).toBe(true);
  await screenshot(page, 'games/win-hilo-cashed-vi-VN');
  await expectAccessible(page);

  // Reveal the seed pair so the rounds can be checked, then verify one in the history.
  await page.getByTestId('win-fair-toggle').click();
  await expect(page.getByTestId('win-seeds')).toBeVisible();
  await page.getByTestId('win-rotate').click();
  await expect(page.getByTestId('win-seeds').getByRole('status')).toBeVisible();
  await page.getByTestId('win-history-link').click();
  await expect(page.getByTestId('win-history')).toBeVisible();
  const rounds = page.getByTestId('win-round');
  await expect.poll(() => rounds.count()).toBeGreaterThanOrEqual(3);
  await rounds.first().getByTestId('win-verify').click();
  await expect(rounds.first().getByTestId('win-verdict')).toHaveAttribute('data-ok', 'yes');
  await rounds.last().getByTestId('win-verify').click();
  await expect(rounds.last().getByTestId('win-verdict')).toHaveAttribute('data-ok', 'yes');
  await screenshot(page, 'games/win-history-vi-VN');
  await expectAccessible(page);

  // The money page (the game balance is the USDT account) on both routes.
  await page.goto(`/${VI}/win/money`);
  await expect(page.getByTestId('money-balance')).toContainText('USDT');
  await expect(page.getByTestId('money-topUp')).toBeVisible();
  await screenshot(page, 'games/win-money-vi-VN');
  await expectAccessible(page);
  await page.goto(`/${VI}/inbet/money`);
  await expect(page.getByTestId('money-back')).toHaveAttribute('href', `/${VI}/inbet`);

  // en-US.
  await page.goto('/en-US/win?game=dice');
  await expect(page.getByTestId('dice-roll')).toHaveText('Roll');
  await screenshot(page, 'games/win-dice-en-US');
  await page.goto('/en-US/win?game=hilo');
  await expect(page.getByTestId('hilo-start')).toBeVisible();
  await screenshot(page, 'games/win-hilo-en-US');
  await page.goto('/en-US/win/history');
  await expect(page.getByTestId('win-round').first()).toBeVisible();
  await screenshot(page, 'games/win-history-en-US');
  await expectAccessible(page);
  console.expectNone();
});
