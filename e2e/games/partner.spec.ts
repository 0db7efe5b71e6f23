import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * The partner programme end to end (docs/partner.md) on a server of its own with a CLI-made admin: a player opens
 * /partner, applies as a creator, an operator approves the application in the console's Partners queue, and the
 * player sees "You are a partner" with the bonus. Screenshots at 375x812 in vi-VN and en-US.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

let server: ConsoleServer;
const contexts: BrowserContext[] = [];

async function open(browser: Browser, device: typeof DESKTOP | typeof PHONE, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...device, locale, baseURL: server.url });
  contexts.push(context);
  return context.newPage();
}

async function adminLogIn(page: Page) {
  await page.goto('/ops');
  await page.getByLabel('Email').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByLabel('Authenticator code').fill(await freshTotp(server.adminSecret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
}

/** Opens /partner as a fresh phone player and sends a creator's application; returns the player's page. */
async function applyAs(browser: Browser, locale: 'vi-VN' | 'en-US', link: string) {
  const page = await open(browser, PHONE, locale);
  const who = await newPhonePlayer(page.request);
  await openAs(page, `/${locale}/partner`, who);
  await expect(page.getByTestId('partner-hero')).toContainText('30');
  await expect(page.getByTestId('partner-check-phone')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('partner-form')).toBeVisible();
  await screenshot(page, `partner-form-${locale}`);
  await expectAccessible(page);
  await page.getByTestId('partner-link').fill(link);
  await page.getByTestId('partner-audience').selectOption('10k_100k');
  await page.getByTestId('partner-pitch').fill('I stream mobile games every evening to a loyal audience.');
  await page.getByTestId('partner-apply').click();
  await expect(page.getByTestId('partner-status-pending')).toBeVisible();
  await expect(page.getByTestId('partner-form')).toHaveCount(0);
  return { page, who };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(Number(process.env.E2E_PORT ?? 3100) + 40);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

test('a player applies, an operator approves in the console, the player is a partner', async ({ browser }) => {
  test.setTimeout(150_000);
  const vi = await applyAs(browser, 'vi-VN', 'https://www.tiktok.com/@partner.vi');
  const viConsole = watchConsole(vi.page);
  await screenshot(vi.page, 'partner-pending-vi-VN');
  const en = await applyAs(browser, 'en-US', 'https://www.youtube.com/@partner.en');

  const admin = await open(browser, DESKTOP, 'en-US');
  await adminLogIn(admin);
  await admin.getByTestId('ops-nav-partners').click();
  for (const player of [vi.who, en.who]) {
    const card = admin.locator('article', { hasText: `(${player.id})` });
    await expect(card).toContainText('10k_100k');
    await card.getByTestId('ops-partner-approve').click();
    await expect(card).toHaveCount(0);
  }
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Approved' }).click();
  await expect(admin.locator('article', { hasText: `(${vi.who.id})` })).toBeVisible();

  await vi.page.reload();
  await expect(vi.page.getByTestId('partner-status-approved')).toContainText('Bạn là đối tác');
  await expect(vi.page.getByTestId('partner-status-approved')).toContainText('+30%');
  await screenshot(vi.page, 'partner-approved-vi-VN');
  await expectAccessible(vi.page);
  viConsole.expectNone();

  await en.page.reload();
  await expect(en.page.getByTestId('partner-status-approved')).toContainText('You are a partner');
  await screenshot(en.page, 'partner-approved-en-US');
});
