import { countSolutions, parseGrid } from '@arcadia/contract/games/sudoku';
import { expect, test } from '@playwright/test';
import { newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const SOLVED: Record<string, string> = { 'vi-VN': 'Đã giải xong!', 'en-US': 'Solved!' };

/** The puzzle's one solution, found the way anyone can: it is a sudoku. */
function solve(givens: string): number[] {
  const found: number[] = [];
  expect(countSolutions(parseGrid(givens), 2, found)).toBe(1);
  return found;
}

for (const locale of ['vi-VN', 'en-US']) {
  test(`a player solves today's easy sudoku, is paid and ranked (${locale})`, async ({ page, request }) => {
    const console = watchConsole(page);
    const player = await newPhonePlayer(request);
    await openAs(page, `/${locale}/sudgame/daily`, player);
    const card = page.getByTestId('sudoku-card-easy');
    await expect(card).toBeVisible();
    await screenshot(page, `games/sudoku-daily-${locale}`);
    await expectAccessible(page);

    const daily = page.waitForResponse((r) => r.url().includes('/svc/sudoku/sudoku/daily'));
    await card.getByTestId('sudoku-play').click();
    const easy = ((await (await daily).json()).data.puzzles as { difficulty: string; givens: string }[]).find(
      (p) => p.difficulty === 'easy',
    );
    const givens = easy?.givens ?? '';
    const solution = solve(givens);
    await expect(page.getByTestId('sudoku-grid')).toBeVisible();
    const empty = [...givens].flatMap((d, i) => (d === '0' ? [i] : []));
    for (const [n, cell] of empty.entries()) {
      await page.getByTestId(`cell-${cell}`).click();
      await page.keyboard.press(String(solution[cell]));
      if (n === 10) await screenshot(page, `games/sudoku-play-${locale}`);
    }
    const result = page.getByTestId('sudoku-result');
    await expect(result).toContainText(SOLVED[locale] as string);
    await expect(result).toContainText('+5 KC');
    await screenshot(page, `games/sudoku-solved-${locale}`);
    await expectAccessible(page);

    await result.getByRole('link').first().click();
    await expect(page.getByTestId('sudoku-ranking')).toBeVisible();
    await expect(page.getByTestId('sudoku-my-rank')).toBeVisible();
    await screenshot(page, `games/sudoku-rank-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  });
}
