import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { attachAuditScreenshot, freshOffers } from '../task/offers.ts';
import { ANA, BUDI, expectNoHorizontalScroll, openAs } from '../wallet/helpers.ts';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from './console-server.ts';
import { freshTotp } from './totp.ts';

/**
 * The operator console end to end on a server of its own: the first admin (made by the CLI) logs in with TOTP and
 * invites a support operator; support approves a player's task screenshot and the player is paid; the admin
 * approves a player's first withdrawal and the order completes; every decision is in the audit log.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const SUPPORT = { email: 'support.one@arcadia.test', password: 'e2e-support-password-01' };

let server: ConsoleServer;
let admin: Page;
let support: Page;
let supportSecret = '';
const contexts: BrowserContext[] = [];

async function open(browser: Browser, device: typeof DESKTOP | typeof PHONE, locale: string) {
  const context = await browser.newContext({ ...device, locale, baseURL: server.url });
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string, secret: string) {
  await page.goto('/ops');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Authenticator code').fill(await freshTotp(secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('ops-who')).toContainText(email);
}

const freshNonce = () => randomBytes(3).toString('hex').slice(0, 5);

/**
 * Money actions ask for the password and a fresh code when the last check is over 5 minutes old. The server says so
 * (4030), so the dialog opens a round trip after the tap: this waits for it or for the action's own outcome (`done`),
 * whichever comes first. Looking for the dialog at once missed it on a busy machine.
 */
async function confirmIfAsked(page: Page, password: string, secret: string, done: () => Promise<boolean>) {
  const dialog = page.getByTestId('ops-reauth');
  await expect.poll(async () => (await dialog.isVisible()) || (await done()), { timeout: 15_000 }).toBe(true);
  if (!(await dialog.isVisible())) return;
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Authenticator code').fill(await freshTotp(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** A player's balance of a coin as the console shows it (0 when the player holds none). */
async function balanceOf(page: Page, userId: number, coin: string): Promise<number> {
  await page.goto(`/ops/players?q=${userId}`);
  await expect(page.getByTestId('ops-player')).toBeVisible();
  const cell = page.getByTestId(`ops-balance-${coin}`);
  if ((await cell.count()) === 0) return 0;
  return Number(((await cell.textContent()) ?? '').replaceAll(',', ''));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startConsoleServer(Number(process.env.E2E_PORT ?? 3100) + 30);
  admin = await open(browser, DESKTOP, 'en-US');
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('the first admin logs in with TOTP and invites a support operator, who enrols and logs in', async ({
  browser,
}) => {
  const console = watchConsole(admin);
  await logIn(admin, FIRST_ADMIN.email, FIRST_ADMIN.password, server.adminSecret);
  await expect(admin.getByTestId('ops-ledger-health')).toContainText('Balanced');
  await screenshot(admin, 'ops-overview-desktop');
  await expectAccessible(admin);

  await admin.getByTestId('ops-nav-operators').click();
  await admin.getByTestId('ops-invite-email').fill(SUPPORT.email);
  await admin.getByTestId('ops-invite-role').selectOption('support');
  await admin.getByRole('button', { name: 'Create invitation' }).click();
  await confirmIfAsked(admin, FIRST_ADMIN.password, server.adminSecret, () =>
    admin.getByTestId('ops-invite-link').isVisible(),
  );
  const link = (await admin.getByTestId('ops-invite-link').textContent()) ?? '';
  expect(link).toMatch(/\/ops\/invite#[A-Za-z0-9_-]{32,64}$/);
  await screenshot(admin, 'ops-operators-desktop');
  await expectAccessible(admin);

  support = await open(browser, PHONE, 'en-US');
  await support.goto(link);
  await support.getByLabel('Password', { exact: true }).fill(SUPPORT.password);
  await support.getByLabel('Password again').fill(SUPPORT.password);
  await support.getByRole('button', { name: 'Set password' }).click();
  supportSecret = (await support.getByTestId('ops-totp-secret').textContent()) ?? '';
  expect(supportSecret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(support.getByTestId('ops-recovery-codes').locator('li')).toHaveCount(10);
  await screenshot(support, 'ops-invite-enrol-375');
  await expectNoHorizontalScroll(support);
  await expectAccessible(support);
  await support.getByRole('button', { name: /log in/i }).click();

  await logIn(support, SUPPORT.email, SUPPORT.password, supportSecret);
  // Support sees the queues of its role and nothing else.
  await expect(support.getByTestId('ops-nav-task-audits')).toBeVisible();
  await expect(support.getByTestId('ops-nav-players')).toBeVisible();
  await expect(support.getByTestId('ops-nav-withdrawals')).toHaveCount(0);
  await expect(support.getByTestId('ops-nav-operators')).toHaveCount(0);
  await screenshot(support, 'ops-overview-support-375');
  await expectNoHorizontalScroll(support);
  console.expectNone();
});

test('a player sends a task screenshot; support approves it in the queue and the player is paid', async ({
  browser,
}) => {
  const player = await open(browser, PHONE, 'vi-VN');
  const [offer] = await freshOffers(player.request, 'audit', 'vn');
  await openAs(player, `/task/details?taskId=${offer?.xbOfferId}&gameName=Audit`, 'vi-VN', ANA);
  const [network] = await Promise.all([player.waitForEvent('popup'), player.getByTestId('task-start').click()]);
  await network.close();
  await attachAuditScreenshot(player);
  await player.getByTestId('audit-submit').click();
  await expect(player.getByTestId('task-step').first()).toHaveAttribute('data-status', 'pending_audit');

  const before = await balanceOf(support, ANA.userId, 'KC');
  await support.getByTestId('ops-nav-task-audits').click();
  const card = support
    .locator('[data-testid^="ops-audit-"]')
    .filter({ hasText: String(ANA.userId) })
    .first();
  await expect(card.getByTestId('ops-audit-image')).toBeVisible();
  const reward = Number(((await card.getByText(/ KC$/).textContent()) ?? '').replace(' KC', '').replaceAll(',', ''));
  expect(reward).toBeGreaterThan(0);
  await screenshot(support, 'ops-task-audits-375');
  await expectNoHorizontalScroll(support);
  await expectAccessible(support);
  await card.getByTestId('ops-audit-approve').click();
  await expect(card).toHaveCount(0);

  await expect.poll(() => balanceOf(support, ANA.userId, 'KC')).toBe(before + reward);
  await player.reload();
  await expect(player.getByTestId('task-step').first()).toHaveAttribute('data-status', 'done');
  await screenshot(player, 'task-audit-approved-vi-VN');

  // Support can also pause a player's money going out while a case is checked, and lift it.
  await support.getByTestId('ops-freeze-reason').fill('screenshot reused from another account');
  await support.getByTestId('ops-freeze').click();
  await expect(support.getByTestId('ops-player-frozen')).toContainText('screenshot reused');
  await expect(support.getByTestId('ops-freeze')).toHaveText('Unfreeze');
  await support.getByTestId('ops-player-frozen').scrollIntoViewIfNeeded();
  await screenshot(support, 'ops-player-frozen-375');
  await expectNoHorizontalScroll(support);
  await support.getByTestId('ops-freeze-reason').fill('checked: own screenshot');
  await support.getByTestId('ops-freeze').click();
  await expect(support.getByTestId('ops-player-frozen')).toHaveCount(0);
});

test('a first withdrawal waits for review; the admin approves it and the order completes', async ({ browser }) => {
  const player = await open(browser, PHONE, 'id-ID');
  await openAs(player, '/user/withdraw-payment', 'id-ID', BUDI);
  await player.getByTestId('account-channel').selectOption('dana');
  await player.getByTestId('account-holder').fill('Budi Santoso');
  await player.getByTestId('account-number').fill('0812 3456 7891');
  await player.getByTestId('account-save').click();
  await expect(player.locator('[data-testid^="saved-account-"]').first()).toContainText('7891');
  await player.goto('/id-ID/user/withdraw');
  await player.getByTestId('withdraw-amount').fill('40000');
  await player.getByTestId('withdraw-submit').click();
  await expect(player.getByTestId('withdraw-done')).toContainText('ditinjau', { ignoreCase: true });

  await admin.getByTestId('ops-nav-withdrawals').click();
  const card = admin
    .locator('[data-testid^="ops-withdrawal-w_"]')
    .filter({ hasText: String(BUDI.userId) })
    .first();
  await expect(card).toContainText('first withdrawal');
  await expect(card).toContainText('40,000');
  await expect(card.getByTestId('ops-withdrawal-signals')).toContainText('dana 7891');
  await screenshot(admin, 'ops-withdrawals-desktop');
  await expectAccessible(admin);
  await card.getByLabel('Note (kept in the audit log)').fill('KYC checked by phone');
  await card.getByTestId('ops-withdrawal-approve').click();
  await confirmIfAsked(admin, FIRST_ADMIN.password, server.adminSecret, async () => (await card.count()) === 0);
  await expect(card).toHaveCount(0);

  // The sandbox provider pays out a moment later; the order completes and the held coins are spent.
  await admin.getByRole('button', { name: 'Completed' }).click();
  await expect
    .poll(
      async () => {
        await admin.getByTestId('ops-refresh').click();
        return admin
          .locator('[data-testid^="ops-withdrawal-w_"]')
          .filter({ hasText: String(BUDI.userId) })
          .count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await player.goto('/id-ID/user/orders');
  await expect(player.locator('[data-testid^="order-w_"]').first()).toContainText('Selesai');
  await screenshot(player, 'payment-withdraw-completed-id-ID');
});

// The decisions above, read back (its own test: with the review it ran past 45 s on a busy machine).
test('the system page lists the queues, and the audit log holds every decision, in English and Vietnamese', async () => {
  await admin.getByTestId('ops-nav-system').click();
  await expect(admin.getByTestId('ops-dependencies')).toContainText('Up');
  await expect(admin.getByTestId('ops-queues')).toContainText('Withdrawals to review');
  await screenshot(admin, 'ops-system-desktop');
  await expectAccessible(admin);

  await admin.getByTestId('ops-nav-audit').click();
  const log = admin.getByTestId('ops-audit-log');
  await expect(log).toContainText('payments.withdrawal_approve');
  await expect(log).toContainText('KYC checked by phone');
  await expect(log).toContainText('tasks.audit_approve');
  await expect(log).toContainText(SUPPORT.email);
  await screenshot(admin, 'ops-audit-log-desktop');
  await expectAccessible(admin);

  // The console also speaks Vietnamese.
  await admin.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Nhật ký thao tác');
  await screenshot(admin, 'ops-audit-log-vi-VN-desktop');
  await expectAccessible(admin);
});

test('the admin pauses an offer in the catalogue: players stop seeing it until it is resumed', async ({ request }) => {
  /** The product's offers as a visitor of the vn market gets them (POST /cpl/product_detail). */
  const offersOf = async (productId: number) => {
    const answer = await request.post(`${server.url}/svc/task/cpl/product_detail`, {
      data: { ProductId: productId },
      headers: { 'Country-Code': 'vn', TS: String(Math.floor(Date.now() / 1000)), NONCE: freshNonce() },
    });
    const body = (await answer.json()) as { data?: { offers?: { xbOfferId: number }[] } };
    return (body.data?.offers ?? []).map((o) => o.xbOfferId);
  };
  await admin.goto('/ops/catalogue');
  // Dragon Realm, the first demo product, runs in every market.
  await admin.getByTestId('ops-catalogue-search').fill('Dragon Realm');
  const open = admin.locator('[data-testid^="ops-catalogue-open-"]').first();
  await expect(open).toBeVisible();
  const productId = Number((await open.getAttribute('data-testid'))?.split('-').pop());
  await open.click();
  const toggle = admin.locator('[data-testid^="ops-catalogue-offer-toggle-"]').first();
  await expect(toggle).toBeVisible();
  const offerId = Number((await toggle.getAttribute('data-testid'))?.split('-').pop());
  expect(await offersOf(productId)).toContain(offerId);
  await screenshot(admin, 'ops-catalogue-desktop');
  await expectAccessible(admin);

  await toggle.click();
  await confirmIfAsked(
    admin,
    FIRST_ADMIN.password,
    server.adminSecret,
    async () => !(await offersOf(productId)).includes(offerId),
  );
  await expect.poll(() => offersOf(productId), { timeout: 15_000 }).not.toContain(offerId);
  await admin.getByTestId(`ops-catalogue-offer-toggle-${offerId}`).click();
  await confirmIfAsked(admin, FIRST_ADMIN.password, server.adminSecret, async () =>
    (await offersOf(productId)).includes(offerId),
  );
  await expect.poll(() => offersOf(productId), { timeout: 15_000 }).toContain(offerId);

  await admin.goto('/ops/audit');
  await expect(admin.getByTestId('ops-audit-log')).toContainText('catalogue.offer_pause');
  await expect(admin.getByTestId('ops-audit-log')).toContainText('catalogue.offer_resume');
});

test('the admin switches a game off in the game settings: the lobby drops it until it is switched on', async ({
  request,
}) => {
  /** The Fortune lobby's games as a visitor gets them. */
  const lobby = async () => {
    const answer = await request.get(`${server.url}/svc/fortune/fortune/all_games`, {
      headers: { TS: String(Math.floor(Date.now() / 1000)), NONCE: freshNonce() },
    });
    const body = (await answer.json()) as { data?: { games?: { code: string; max_bet: string }[] } };
    return body.data?.games ?? [];
  };
  const codes = async () => (await lobby()).map((g) => g.code);
  expect(await codes()).toContain('retiger');
  await admin.goto('/ops/games');
  // The admin left the console in Vietnamese (above): the page speaks it too, then back to English.
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Cài đặt trò chơi');
  await expect(admin.getByTestId('ops-game-provider-pg')).toContainText('chưa cấu hình khóa bí mật');
  await screenshot(admin, 'ops-game-settings-vi-VN-desktop');
  await admin.getByRole('button', { name: 'English' }).click();
  const pg = admin.getByTestId('ops-game-provider-pg');
  await expect(pg).toContainText('no secret configured');
  await expect(pg.getByTestId('ops-game-provider-toggle-pg')).toBeDisabled();
  const retiger = admin.getByTestId('ops-game-retiger');
  await retiger.getByTestId('ops-game-max-retiger').fill('5000');
  await expect(retiger).toContainText('At most 1000');
  await retiger.getByTestId('ops-game-max-retiger').fill('8');
  await retiger.getByTestId('ops-game-enabled-retiger').selectOption('off');
  await retiger.getByTestId('ops-game-save-retiger').click();
  await expect(admin.getByTestId('ops-game-retiger')).toContainText('Off: switched off here');
  await screenshot(admin, 'ops-game-settings-desktop');
  await expectAccessible(admin);
  await expect.poll(codes, { timeout: 15_000 }).not.toContain('retiger');

  await admin.getByTestId('ops-game-enabled-retiger').selectOption('on');
  await admin.getByTestId('ops-game-save-retiger').click();
  await expect
    .poll(async () => (await lobby()).find((g) => g.code === 'retiger')?.max_bet, { timeout: 15_000 })
    .toBe('8');
  await admin.goto('/ops/audit');
  await expect(admin.getByTestId('ops-audit-log')).toContainText('games.settings.game');
});
