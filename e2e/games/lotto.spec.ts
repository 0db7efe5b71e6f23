import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { ANA } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * lotto and xoso inside /win (issue 21, docs/lotto.md), on a server of its own (its first operator comes from the
 * CLI, as in the lucky code's spec): a funded demo player buys a quick-pick lotto line at /win?game=lotto and places
 * a lo bet at /win?game=xoso; an operator draws both now from the console's draws page (the draws' scheduled tick
 * does the same at their time); the player sees the results and verifies them, the browser recomputing the numbers
 * and the whole board from the published seeds (match). Screens in en-US and vi-VN.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

let server: ConsoleServer;
const contexts: BrowserContext[] = [];
let player: Page;
let operator: Page;
const walk = { lotto: 0, xoso: 0 };

let openContext: (locale: string) => Promise<BrowserContext>;
async function newPage(locale: string) {
  const context = await openContext(locale);
  contexts.push(context);
  return context.newPage();
}
const shot = (page: Page, name: string) => screenshot(page, `games/lotto-${name}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 53;
  const taken = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop the server on it first`);
  server = await startConsoleServer(port);
  openContext = (locale) => browser.newContext({ ...PHONE, locale, baseURL: server.url });
  player = await newPage('en-US');
  operator = await newPage('en-US');
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('a funded player buys a quick-pick lotto line at /win?game=lotto', async () => {
  const console = watchConsole(player);
  await player.goto(`/en-US/win?game=lotto&userId=${ANA.id}&secretKey=${ANA.key}`);
  await expect(player).not.toHaveURL(/secretKey/);
  const game = player.getByTestId('lotto-game');
  await expect(game).toBeVisible();
  await expect(player.getByTestId('lotto-jackpot')).toContainText('USDT');
  await shot(player, 'play-en-US');
  await expectAccessible(player);
  await expectNoHorizontalScroll(player);
  await player.getByTestId('lotto-quick').click();
  await expect(player.getByTestId('lotto-lines').locator(':scope > li')).toHaveCount(1);
  const bought = player.waitForResponse((r) => r.url().includes('/svc/game/lotto/buy'));
  await player.getByTestId('lotto-buy').click();
  const answer = (await (await bought).json()) as { code: number; data: { draw: { id: number } } };
  expect(answer.code).toBe(0);
  walk.lotto = answer.data.draw.id;
  await expect(player.getByTestId('lotto-bought')).toContainText('Bought 1 line(s)');
  await shot(player, 'bought-en-US');
  await player.getByRole('tab', { name: 'My tickets' }).click();
  await expect(player.getByTestId('lotto-tickets').locator(':scope > li').first()).toContainText(`draw #${walk.lotto}`);
  await expect(player.getByTestId('lotto-tickets').locator(':scope > li').first()).toContainText(
    'Waiting for the draw',
  );
  console.expectNone();
});

test('the player places a lo bet at /win?game=xoso', async () => {
  await player.goto('/en-US/win?game=xoso');
  await expect(player.getByTestId('xoso-game')).toBeVisible();
  await expect(player.getByTestId('xoso-next')).toContainText('North');
  await player.getByTestId('xoso-number').fill('42');
  await player.getByTestId('xoso-stake').fill('0.5');
  await shot(player, 'xoso-bet-en-US');
  await expectAccessible(player);
  await expectNoHorizontalScroll(player);
  const placed = player.waitForResponse((r) => r.url().includes('/svc/game/xoso/bet'));
  await player.getByTestId('xoso-submit').click();
  const answer = (await (await placed).json()) as { code: number; data: { draw: { id: number } } };
  expect(answer.code).toBe(0);
  walk.xoso = answer.data.draw.id;
  await expect(player.getByTestId('xoso-placed')).toContainText('Lô 42 placed');
});

test('an operator draws both now from the console, after the confirm step', async () => {
  await operator.goto('/ops');
  await operator.getByLabel('Email').fill(FIRST_ADMIN.email);
  await operator.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await operator.getByLabel('Authenticator code').fill(await freshTotp(server.adminSecret));
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
  await operator.getByTestId('ops-nav-game-draws').click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Lotto and xoso draws');
  const card = operator.getByTestId(`ops-draw-lotto-${walk.lotto}`);
  await card.getByTestId('ops-draw-now').click();
  await expect(card.getByTestId('ops-draw-confirm')).toContainText(`draw #${walk.lotto} now`);
  await shot(operator, 'console-confirm-en-US');
  await expectAccessible(operator);
  await card.getByTestId('ops-draw-confirm-yes').click();
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('Operator');
  await operator.getByRole('button', { name: 'Xoso' }).click();
  const xoso = operator.getByTestId(`ops-draw-xoso-${walk.xoso}`);
  await xoso.getByTestId('ops-draw-now').click();
  await xoso.getByTestId('ops-draw-confirm-yes').click();
  await expect(xoso).toContainText('Paid');
  await shot(operator, 'console-drawn-en-US');
});

/** The results in `locale`: the drawn lotto draw and the region's board, each verified in the browser. */
async function seeAndVerify(page: Page, locale: string, verified: RegExp) {
  await page.goto(`/${locale}/win?game=lotto`);
  await page.locator('#lotto-views-tab-results').click();
  const row = page.getByTestId(`lotto-result-${walk.lotto}`);
  await expect(row).toBeVisible();
  await expect(row.locator('ul').first().locator('li')).toHaveCount(6);
  await row.getByTestId('lotto-verify').click();
  await expect(page.getByTestId('verify-verdict')).toHaveText(verified);
  await row.scrollIntoViewIfNeeded();
  await shot(page, `results-${locale}`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.goto(`/${locale}/win?game=xoso`);
  await page.locator('#xoso-views-tab-results').click();
  await expect(page.getByTestId(`xoso-board-${walk.xoso}`)).toBeVisible();
  await expect(page.getByTestId(`xoso-board-${walk.xoso}`).locator('tr')).toHaveCount(8);
  await shot(page, `xoso-board-${locale}`);
  await page.getByTestId('xoso-verify').click();
  await expect(page.getByTestId('verify-verdict')).toHaveText(verified);
  await page.getByTestId('verify-panel').scrollIntoViewIfNeeded();
  await shot(page, `xoso-verified-${locale}`);
  await expectAccessible(page);
}

test('the player sees both results and verifies them in the browser', async () => {
  await seeAndVerify(player, 'en-US', /^Verified/);
  await player.goto('/en-US/win?game=xoso');
  await player.locator('#xoso-views-tab-bets').click();
  const bet = player.getByTestId('xoso-bets').locator(':scope > li').first();
  await expect(bet).toContainText('Lô 42');
  await expect(bet).toContainText(/\d+ hit\(s\)/);
  await shot(player, 'xoso-bets-en-US');
});

test('the same reads in Vietnamese', async () => {
  const page = await newPage('vi-VN');
  await page.goto(`/vi-VN/win?game=lotto&userId=${ANA.id}&secretKey=${ANA.key}`);
  await expect(page.getByTestId('lotto-jackpot')).toBeVisible();
  await shot(page, 'play-vi-VN');
  await expectAccessible(page);
  await page.goto('/vi-VN/win?game=xoso');
  await expect(page.getByTestId('xoso-next')).toContainText('Miền Bắc');
  await shot(page, 'xoso-bet-vi-VN');
  await seeAndVerify(page, 'vi-VN', /^Đã kiểm chứng/);
});
