import { countSolutions, parseGrid } from '@arcadia/contract/games/sudoku';
import { expect, test } from '@playwright/test';
import { callApi, newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const SOLVED_TEXT: Record<string, { sudoku: string; verified: string; title: string }> = {
  'vi-VN': {
    sudoku: 'Sudoku hằng ngày',
    verified: 'Điện thoại đã xác minh',
    title: 'Danh xưng: Điện thoại đã xác minh',
  },
  'en-US': { sudoku: 'Daily sudoku', verified: 'Verified phone', title: 'Title: Verified phone' },
};

/** Solves today's easy sudoku through the API, as the board would send it: 100 battle points. */
async function solveEasy(request: Parameters<typeof newPhonePlayer>[0], who: { id: number; key: string }) {
  const get = await request.get('/svc/sudoku/sudoku/daily', {
    headers: {
      TS: String(Math.floor(Date.now() / 1000)),
      NONCE: Math.random().toString(36).slice(2, 7).padEnd(5, 'x'),
      PLATFORM: 'h5',
      'User-Id': String(who.id),
      'User-Secret-Key': who.key,
    },
  });
  const puzzles = (await get.json()).data.puzzles as { id: number; difficulty: string; givens: string }[];
  const easy = puzzles.find((p) => p.difficulty === 'easy');
  expect(easy).toBeDefined();
  const found: number[] = [];
  expect(countSolutions(parseGrid(easy?.givens ?? ''), 2, found)).toBe(1);
  expect((await callApi(request, '/svc/sudoku/sudoku/start', { puzzle_id: easy?.id }, who)).code).toBe(0);
  const solved = await callApi(
    request,
    '/svc/sudoku/sudoku/submit',
    { puzzle_id: easy?.id, grid: found.join('') },
    who,
  );
  expect(solved.code).toBe(0);
}

for (const locale of ['vi-VN', 'en-US']) {
  test(`a player earns battle points, sees their place, records and honours (${locale})`, async ({ page, request }) => {
    // Four pages, each checked by axe, on a machine shared with other suites.
    test.setTimeout(180_000);
    const text = SOLVED_TEXT[locale] as { sudoku: string; verified: string; title: string };
    const console = watchConsole(page);
    const player = await newPhonePlayer(request);
    await openAs(page, `/${locale}/battle`, player);
    await expect(page.getByTestId('battle-my-points')).toHaveText('0');
    await expect(page.getByTestId('battle-my-rank')).toHaveText('—');
    await expect(page.getByTestId('battle-countdown')).toBeVisible();
    await expect(page.getByTestId('battle-ranking').locator('li')).toHaveCount(3);
    await expectAccessible(page);

    await solveEasy(request, player);
    await page.reload();
    await expect(page.getByTestId('battle-my-points')).toHaveText('100');
    await expect(page.getByTestId('battle-my-rank')).toHaveText(/^#\d+$/);
    await screenshot(page, `games/battle-${locale}`);
    await expectAccessible(page);

    await page.getByRole('navigation').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/battle\/rank$/);
    await expect(page.getByTestId('battle-my-row')).toContainText('100');
    await expect(page.getByTestId('battle-ranking').locator('li').first()).toBeVisible();
    await screenshot(page, `games/battle-rank-${locale}`);
    await expectAccessible(page);

    await page.getByRole('navigation').getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/battle\/record$/);
    const events = page.getByTestId('battle-events');
    await expect(events).toContainText(text.sudoku);
    await expect(events).toContainText('+100');
    await screenshot(page, `games/battle-record-${locale}`);
    await expectAccessible(page);

    // Honours: the verified phone is caught up on the owner's page; shown as title, it shows on the profile.
    await page.goto(`/${locale}/honor/me`);
    const phone = page.getByTestId('badge-verified_phone');
    await expect(phone).toHaveAttribute('data-owned', 'true');
    await expect(page.getByTestId('badge-season_champion')).toHaveAttribute('data-owned', 'false');
    await screenshot(page, `games/honor-${locale}`);
    await expectAccessible(page);
    await phone.click();
    await expect(page.getByTestId('badge-detail')).toContainText(text.verified);
    await page.getByTestId('badge-set-title').click();
    await expect(page.getByTestId('honor-title')).toHaveText(text.title);

    await page.goto(`/${locale}/profile`);
    const showcase = page.getByTestId('profile-showcase');
    await expect(showcase.getByTestId('showcase-verified_phone')).toBeVisible();
    await expect(showcase.getByTestId('profile-title')).toHaveText(text.title);
    await screenshot(page, `games/honor-profile-${locale}`);
    console.expectNone();
  });
}

test('a demo profile shows its badges and title to a visitor', async ({ page }) => {
  await page.goto('/en-US/profile/linhtran01');
  const showcase = page.getByTestId('profile-showcase');
  await expect(showcase.getByTestId('showcase-season_champion')).toBeVisible();
  await expect(showcase.getByTestId('profile-title')).toHaveText('Title: Season champion');
  await screenshot(page, 'games/honor-demo-profile-en-US');
  await expectAccessible(page);
});
