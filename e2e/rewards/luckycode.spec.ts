import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { LINH } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * Lucky code (issue 18, docs/luckycode.md) as people walk it, on a server of its own (its first operator comes from
 * the CLI, as in ops/console.spec.ts): a player opens the land page, buys three lucky codes after the confirm step;
 * an operator closes the draw early from the console ("draw now"); the player sees the result and audits it, the
 * browser recomputing the winner from the published seed and ticket list (match). Screens in en-US, vi-VN, th-TH.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

let server: ConsoleServer;
const contexts: BrowserContext[] = [];
let player: Page;
let operator: Page;
/** What the walk learns and later steps use. */
const walk = { drawId: 0, numbers: '' };

let openContext: (locale: string) => Promise<BrowserContext>;

async function newPage(locale: string) {
  const context = await openContext(locale);
  contexts.push(context);
  return context.newPage();
}

const shot = (page: Page, name: string) => screenshot(page, `rewards/luckycode-${name}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 47;
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

test('a player reads the draw and buys three lucky codes after the confirm step', async () => {
  const console = watchConsole(player);
  await player.goto(`/en-US/luckycode/land?userId=${LINH.id}&secretKey=${LINH.key}`);
  await expect(player).not.toHaveURL(/secretKey/);
  const current = player.getByTestId('lucky-current');
  await expect(current).toBeVisible();
  await expect(player.getByTestId('lucky-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  // The demo's past draws: two paid, one refunded.
  await expect(player.locator('[data-testid^="lucky-draw-"]')).toHaveCount(3);
  walk.drawId = Number((await current.getByRole('heading', { level: 2 }).textContent())?.replace(/\D/g, ''));
  expect(walk.drawId).toBeGreaterThan(0);
  await shot(player, 'land-en-US');
  await expectAccessible(player);
  await expectNoHorizontalScroll(player);

  await player.getByTestId('lucky-buy-link').click();
  await expect(player).toHaveURL(/\/en-US\/luckycode\/buy$/);
  const balance = player.getByTestId('lucky-balance');
  await expect(balance).toContainText(/\d/);
  const before = Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(before).toBeGreaterThanOrEqual(15);
  await player.getByTestId('lucky-more').click();
  await player.getByTestId('lucky-more').click();
  await expect(player.getByTestId('lucky-count')).toHaveText('3');
  await expect(player.getByTestId('lucky-total')).toContainText('15');
  await shot(player, 'buy-en-US');
  await expectAccessible(player);
  await player.getByTestId('lucky-buy-submit').click();
  const confirm = player.getByTestId('lucky-confirm');
  await expect(confirm).toContainText(`#${walk.drawId}`);
  await shot(player, 'confirm-en-US');
  await player.getByTestId('lucky-confirm-yes').click();
  const numbers = player.getByTestId('lucky-result-numbers');
  await expect(numbers).toHaveText(/^#\d{6} – #\d{6}$/);
  walk.numbers = (await numbers.textContent()) ?? '';
  await shot(player, 'result-en-US');
  await expectAccessible(player);
  await player.getByTestId('lucky-result-close').click();
  const after = (before - 15).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(balance).toHaveText(`${after} KC`);
  const history = player.getByTestId('lucky-history');
  await expect(history.locator('li').first()).toContainText(walk.numbers);
  await expect(history.locator('li').first()).toContainText('Waiting for the draw');
  console.expectNone();
});

test('an operator draws it now from the console, after the confirm step', async () => {
  await operator.goto('/ops');
  await operator.getByLabel('Email').fill(FIRST_ADMIN.email);
  await operator.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await operator.getByLabel('Authenticator code').fill(await freshTotp(server.adminSecret));
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
  await operator.getByTestId('ops-nav-lucky-code').click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Lucky code draws');
  const card = operator.getByTestId(`ops-lucky-${walk.drawId}`);
  await card.getByTestId('ops-lucky-draw-now').click();
  await expect(card.getByTestId('ops-lucky-confirm')).toContainText(`Close draw #${walk.drawId} now`);
  await shot(operator, 'console-confirm-en-US');
  await expectAccessible(operator);
  await card.getByTestId('ops-lucky-confirm-yes').click();
  await expect(card).toContainText('Operator (draw now)');
  await expect(card).toContainText('Paid');
  // The next draw opened at once.
  await expect(operator.getByTestId(`ops-lucky-${walk.drawId + 1}`)).toBeVisible();
  await shot(operator, 'console-drawn-en-US');
});

/** The land page after the draw in `locale`: the drawn draw first among the past ones, its audit a match. */
async function seeAndAudit(page: Page, locale: string, texts: { match: RegExp }) {
  await page.goto(`/${locale}/luckycode/land`);
  const row = page.getByTestId(`lucky-draw-${walk.drawId}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(/#\d{6}/);
  await expect(page.locator('[data-testid^="lucky-draw-"]').first()).toHaveAttribute(
    'data-testid',
    `lucky-draw-${walk.drawId}`,
  );
  await row.scrollIntoViewIfNeeded();
  await shot(page, `after-${locale}`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await row.getByTestId(`lucky-audit-${walk.drawId}`).click();
  const verdict = page.getByTestId('lucky-audit-verdict');
  await expect(verdict).toHaveAttribute('data-state', 'match');
  await expect(verdict).toHaveText(texts.match);
  await shot(page, `audit-${locale}`);
  await expectAccessible(page);
}

test('the player sees the result and audits it in the browser: match', async () => {
  await seeAndAudit(player, 'en-US', { match: /^Match/ });
  await player.keyboard.press('Escape');
  await player.goto('/en-US/luckycode/buy');
  const first = player.getByTestId('lucky-history').locator('li').first();
  await expect(first).toContainText(walk.numbers);
  await expect(first).toContainText(/Won|Not this time/);
  await shot(player, 'history-en-US');
});

test('the same walk reads in Vietnamese and Thai', async () => {
  for (const [locale, match] of [
    ['vi-VN', /^Khớp/],
    ['th-TH', /^ตรงกัน/],
  ] as const) {
    const page = await newPage(locale);
    await page.goto(`/${locale}/luckycode/buy?userId=${LINH.id}&secretKey=${LINH.key}`);
    await expect(page.getByTestId('lucky-history').locator('li').first()).toContainText(walk.numbers);
    await shot(page, `buy-${locale}`);
    await expectAccessible(page);
    await seeAndAudit(page, locale, { match });
  }
});
