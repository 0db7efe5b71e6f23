import { type Browser, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { lastOtp, randomLocalPhone } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';
import { closePopups } from './games-support.ts';

/**
 * Fortune's invites and agents (issue 17) as people walk them, on a server of its own (its first operator comes from
 * the CLI, as in ops/console.spec.ts): a player applies to be an agent on ?tab=invite; an operator approves in the
 * console after its confirm step; the agent makes a campaign link; a friend in a browser of their own opens it, logs
 * in by phone, joins and plays, and shows up in the agent's list and reports; a second account made through the link
 * in the agent's own browser is flagged in the console and its play counts for nobody. Phones at 375x812, vi-VN.
 */

/** A long walk through three browsers and a console on a busy machine: each wait may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'vi-VN' };
const CAMPAIGN = 'Nhóm Zalo Quận 7';
/** Seeded by the server's demo data (apps/server/src/services/fortune-invites/seed.ts). */
const SEEDED = { applicant: 100208, agent: 100001, selfReferral: 100202 };

let server: ConsoleServer;
const contexts: BrowserContext[] = [];
const run = Date.now().toString(36);

/** What the walk learns and later steps use. */
const agent = { phone: randomLocalPhone(), id: 0, link: '' };
const friend = { phone: randomLocalPhone(), id: 0 };
const second = { phone: randomLocalPhone(), id: 0 };
let agentContext: BrowserContext;
let operator: Page;

async function newContext(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  contexts.push(context);
  return context;
}

/** The login dialog opens by itself for a visitor; the phone and its one-time code log them in. */
async function logInByPhone(page: Page, local: string, shot?: string) {
  await expect(page.getByTestId('fortune-login-dialog')).toBeVisible();
  if (shot) await screenshot(page, shot);
  await page.getByTestId('fortune-login-phone').click();
  await page.getByTestId('phone-input').fill(local);
  await page.getByTestId('otp-send').click();
  await page.getByTestId('otp-input').fill(await lastOtp(`+84${local}`));
  await page.getByTestId('code-login-submit').click();
  await expect(page).toHaveURL(/\/vi-VN\/fortune(\?.*)?$/);
}

/** The logged-in player's id, as the app keeps it. */
async function userIdOf(page: Page): Promise<number> {
  const id = Number(await page.evaluate(() => localStorage.getItem('user_id')));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Joins Fortune on the join screen (18+ confirmed); with an invite link, the screen shows the code first. */
async function join(page: Page, inviteCode?: string, shot?: string) {
  await expect(page.getByTestId('fortune-join')).toBeVisible();
  if (inviteCode) await expect(page.getByTestId('fortune-join-invite')).toContainText(inviteCode);
  if (shot) {
    await screenshot(page, shot);
    await expectAccessible(page);
  }
  await page.getByTestId('fortune-join-age').check();
  await page.getByTestId('fortune-join-submit').click();
  await closePopups(page);
}

/** A demo gift code pays 1 USDT in cash; one retiger spin at the smallest bet stakes part of it. */
async function playOneSpin(page: Page) {
  await page.goto('/vi-VN/fortune?tab=rewards');
  await page.getByTestId('redeem-input').fill('HAPPY2NEWS');
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-result')).toBeVisible();
  await page.goto('/vi-VN/fortune/play/retiger');
  await expect(page.getByTestId('retiger-game')).toBeVisible();
  const spin = page.getByTestId('retiger-spin');
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(page.getByTestId('retiger-win')).toBeVisible({ timeout: 15_000 });
}

/** Ends the Fortune session from the Me tab. */
async function logOut(page: Page) {
  await page.goto('/vi-VN/fortune?tab=me');
  await page.getByTestId('fortune-logout').click();
  await expect(page.getByTestId('fortune-login-gate').or(page.getByTestId('fortune-login-dialog'))).toBeVisible();
}

/** The invite screen, scrolled down to its sections (their tabs and lists load as they come near, as for a player). */
async function openInviteTab(page: Page) {
  await page.goto('/vi-VN/fortune?tab=invite');
  await expect(page.getByTestId('invite-view')).toBeVisible();
  await page.getByTestId('invite-sections').scrollIntoViewIfNeeded();
  await expect(page.getByRole('tab', { name: 'Bạn bè' })).toBeVisible();
}

/** The text of one of the summary's figures (its value, without the label). */
async function figure(page: Page, id: string): Promise<string> {
  return ((await page.getByTestId(`invite-figure-${id}`).locator('dd').textContent()) ?? '').trim();
}

async function openConsole(page: Page) {
  await page.goto('/ops');
  await page.getByLabel('Email').fill(FIRST_ADMIN.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByLabel('Mã xác thực').fill(await freshTotp(server.adminSecret));
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
  await page.getByTestId('ops-nav-fortune-agents').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đại lý Fortune');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 41;
  // A server left on the port (by a run stopped while its server was starting) would be taken for this one.
  const taken = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop the server on it first`);
  server = await startConsoleServer(port);
  operator = await (await newContext(browser)).newPage();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('a player applies to be an agent; an operator approves it after the confirm step', async ({ browser }) => {
  test.setTimeout(240_000);
  agentContext = await newContext(browser);
  const page = await agentContext.newPage();
  const console = watchConsole(page);
  await page.goto('/vi-VN/fortune');
  await logInByPhone(page, agent.phone);
  await join(page);
  agent.id = await userIdOf(page);

  await openInviteTab(page);
  await expect(page.getByTestId('invite-summary')).toContainText('Người chơi');
  await page.getByRole('tab', { name: 'Đại lý' }).click();
  const form = page.getByTestId('invite-apply-form');
  await form.getByTestId('invite-apply-contact').fill(`Zalo 0909 ${run}`);
  await form.getByTestId('invite-apply-channel').selectOption('community');
  await form.getByTestId('invite-apply-note').fill('Nhóm Zalo 1.200 người chơi ở Quận 7, TP.HCM.');
  await screenshot(page, 'fortune-invite-apply-vi-VN');
  await expectAccessible(page);
  await form.getByTestId('invite-apply-submit').click();
  await expect(page.getByTestId('invite-agent-pending')).toBeVisible();
  await expect(page.getByTestId('invite-apply-form')).toHaveCount(0);
  await screenshot(page, 'fortune-invite-pending-vi-VN');
  await expectNoHorizontalScroll(page);

  // The console: the seeded demo application waits first (oldest first), then this one.
  await openConsole(operator);
  const applications = operator.locator('[data-testid^="ops-agent-"]');
  await expect(applications.first()).toHaveAttribute('data-testid', `ops-agent-${SEEDED.applicant}`);
  const card = operator.getByTestId(`ops-agent-${agent.id}`);
  await expect(card).toContainText(`Zalo 0909 ${run}`);
  await expect(card).toContainText('Nhóm Zalo 1.200 người chơi');
  await card.getByTestId('ops-agent-approve').click();
  const question = card.getByTestId('ops-agent-confirm');
  await expect(question).toContainText('Duyệt');
  await expect(question).toContainText('không thể hoàn tác');
  await card.scrollIntoViewIfNeeded();
  await screenshot(operator, 'ops-agents-confirm-375');
  await expectAccessible(operator);
  await question.getByTestId('ops-agent-confirm-yes').click();
  await expect(card).toHaveCount(0);
  // Decided: listed as approved, with the operator's id.
  await operator.getByRole('button', { name: 'Đã duyệt', exact: true }).click();
  const decided = operator.getByTestId(`ops-agent-${agent.id}`);
  await expect(decided).toContainText('Nhân viên quyết định');
  await expect(decided.getByTestId('ops-agent-approve')).toHaveCount(0);

  await openInviteTab(page);
  await expect(page.getByTestId('invite-summary')).toContainText('Đại lý');
  console.expectNone();
});

test('the agent makes a campaign link; a friend in another browser joins through it and appears in the reports', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = agentContext.pages()[0] as Page;
  await openInviteTab(page);
  await page.getByRole('tab', { name: 'Đại lý' }).click();
  await page.getByTestId('invite-link-campaign').fill(CAMPAIGN);
  await page.getByTestId('invite-link-package').fill('pwa');
  await page.getByTestId('invite-link-add').click();
  await expect(page.getByTestId('invite-link-made')).toContainText(CAMPAIGN);
  const row = page.getByTestId(/^invite-link-\d+$/).filter({ hasText: CAMPAIGN });
  await expect(row).toHaveCount(1);
  agent.link = ((await row.locator('p').first().textContent()) ?? '').trim();
  expect(agent.link).toMatch(new RegExp(`^${server.url}/fortune\\?invite=[A-HJKMNP-Z2-9]{8}$`));
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'fortune-invite-agent-link-vi-VN');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const code = new URL(agent.link).searchParams.get('invite') as string;

  // A friend opens the link in a browser of their own, logs in by phone and joins: the code rides along.
  const visitor = await (await newContext(browser)).newPage();
  const console = watchConsole(visitor);
  await visitor.goto(agent.link);
  await expect(visitor).toHaveURL(/\/vi-VN\/fortune\?invite=/);
  await logInByPhone(visitor, friend.phone, 'fortune-invite-link-login-vi-VN');
  await join(visitor, code, 'fortune-invite-join-vi-VN');
  friend.id = await userIdOf(visitor);
  await playOneSpin(visitor);
  console.expectNone();

  // The agent sees the friend: in the list (through the campaign), on the link, and in the reports.
  await openInviteTab(page);
  const listed = page.getByTestId(`invite-friend-${friend.id}`);
  await expect(listed).toContainText(`${CAMPAIGN} · pwa`);
  await expect(listed).not.toContainText('Không tính');
  expect(await figure(page, 'invitees')).toMatch(/^1 /);
  await expect.poll(() => figure(page, 'active')).toBe('1');
  const wagered = ((await listed.locator('span').last().textContent()) ?? '').trim();
  expect(wagered).toMatch(/[1-9]/);
  expect(await figure(page, 'wager-today')).toBe(wagered);
  await listed.scrollIntoViewIfNeeded();
  await screenshot(page, 'fortune-invite-friends-vi-VN');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Đại lý' }).click();
  await expect(page.getByTestId(/^invite-link-\d+$/).filter({ hasText: CAMPAIGN })).toContainText('Đã tham gia: 1');
  const reports = page.getByTestId('invite-reports');
  await reports.getByRole('tab', { name: 'Chiến dịch' }).click();
  const campaignRow = reports.getByTestId('invite-report-campaign').locator('tbody tr').filter({ hasText: CAMPAIGN });
  await expect(campaignRow).toHaveCount(1);
  // New 1, active 1, and the friend's wager.
  await expect(campaignRow.locator('td').nth(2)).toHaveText('1');
  await expect(campaignRow.locator('td').nth(3)).toHaveText('1');
  await expect(campaignRow.locator('td').nth(4)).toHaveText(wagered);
  await reports.scrollIntoViewIfNeeded();
  await screenshot(page, 'fortune-invite-reports-vi-VN');
  await expectNoHorizontalScroll(page);
});

test('a second account made through the link in the agent’s own browser is flagged and earns nothing', async () => {
  test.setTimeout(240_000);
  const page = agentContext.pages()[0] as Page;
  await logOut(page);

  // Same browser (the agent's), a new tab: the link, a new phone, joining.
  const tab = await agentContext.newPage();
  const console = watchConsole(tab);
  await tab.goto(agent.link);
  await logInByPhone(tab, second.phone);
  await join(tab, new URL(agent.link).searchParams.get('invite') as string);
  second.id = await userIdOf(tab);
  expect(second.id).not.toBe(agent.id);
  await playOneSpin(tab);
  await logOut(tab);
  console.expectNone();

  // The agent logs in again: two friends, one not counted; the team's wager is the other friend's alone.
  const back = await agentContext.newPage();
  await back.goto('/vi-VN/fortune');
  await logInByPhone(back, agent.phone);
  expect(await userIdOf(back)).toBe(agent.id);
  await openInviteTab(back);
  await expect(back.getByTestId(`invite-friend-${second.id}`)).toBeVisible();
  expect(await figure(back, 'invitees')).toMatch(/^2 /);
  await expect(back.getByTestId('invite-flagged')).toContainText('Không được tính: 1');
  const flagged = back.getByTestId(`invite-friend-${second.id}`);
  await expect(flagged).toContainText('Không tính: thiết bị của bạn');
  const counted = back.getByTestId(`invite-friend-${friend.id}`);
  await expect(counted).not.toContainText('Không tính');
  const secondWager = ((await flagged.locator('span').last().textContent()) ?? '').trim();
  const friendWager = ((await counted.locator('span').last().textContent()) ?? '').trim();
  expect(secondWager).toMatch(/[1-9]/);
  expect(friendWager).toMatch(/[1-9]/);
  expect(await figure(back, 'wager-today')).toBe(friendWager);
  expect(await figure(back, 'active')).toBe('1');
  await flagged.scrollIntoViewIfNeeded();
  await screenshot(back, 'fortune-invite-flagged-vi-VN');
  await expectAccessible(back);

  // The console lists the self-referral (with the seeded demo one) and has paid the agent nothing.
  await operator.reload();
  const row = operator.getByTestId(`ops-flagged-${second.id}`);
  await expect(row).toContainText('Cùng thiết bị');
  await expect(row).toContainText(`(${agent.id})`);
  await expect(row).toContainText(`${CAMPAIGN} · pwa`);
  await expect(operator.getByTestId(`ops-flagged-${SEEDED.selfReferral}`)).toContainText(`(${SEEDED.agent})`);
  await expect(operator.getByTestId(`ops-flagged-${friend.id}`)).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await screenshot(operator, 'ops-agents-flagged-375');
  const filter = operator.getByTestId('ops-commissions-filter');
  await filter.getByLabel('Mã người mời').fill(String(agent.id));
  await filter.getByRole('button', { name: 'Xem' }).click();
  await expect(operator.getByText('Không có hoa hồng nào ở đây.')).toBeVisible();
  await expect(operator.getByTestId('ops-commissions-total')).toHaveText('Tổng: 0 USDT');
  // The seeded demo agent's settled days are there.
  await filter.getByLabel('Mã người mời').fill(String(SEEDED.agent));
  await filter.getByRole('button', { name: 'Xem' }).click();
  const paid = operator.locator(`[data-testid^="ops-commission-${SEEDED.agent}-"]`).first();
  await expect(paid).toBeVisible();
  await paid.scrollIntoViewIfNeeded();
  await screenshot(operator, 'ops-agents-commissions-375');
  await expectAccessible(operator);
});
