import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, LINH, lastOtp, openAs, randomLocalPhone } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * Public profiles (issue 22): a new player makes a second profile with markup in its name and intro, gives it an
 * avatar and links, switches back and forth; a visitor reads the public page (server-rendered title, CSP on) and
 * no script written by the player ever runs. Screenshots of the demo player's pages in vi-VN, ja-JP and en-US.
 * The demo players' profiles are only read here: the switching is done by a player of the test's own.
 */

const XSS_NAME = '<img src=x onerror=window.__owned=1>Mai';
const XSS_INTRO = '<script>window.__owned=2</script> Puzzle fan "quoted" & <b>bold</b>';
/** A 16 x 16 PNG (purple), small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVR4nGOoiPpPEmIY1RA1GkoVwzVpAACtudEQZ5OXDAAAAABJRU5ErkJggg==',
  'base64',
);

async function newPlayer(request: APIRequestContext) {
  const phone = `+84${randomLocalPhone()}`;
  expect((await callApi(request, '/svc/user/user/send_otp_via_phone', { phone })).code).toBe(0);
  const answer = await callApi(request, '/svc/user/user/register_or_login_by_phone', {
    phone,
    otp_code: await lastOtp(phone),
  });
  expect(answer.code).toBe(0);
  const data = answer.data as { user_id: number; user_secret_key: string };
  return { id: data.user_id, key: data.user_secret_key };
}

/** Records dialogs (alert/confirm/prompt) and what player-written markup would set if it ever ran. */
function watchScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectNoneRan() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __owned?: unknown }).__owned)).toBeUndefined();
    },
  };
}

async function phone(browser: Browser, locale = 'en-US') {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale });
  return { context, page: await context.newPage() };
}

test('a player makes a second profile, sets it up, switches, and a visitor sees it as text', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request);
  const { context, page } = await phone(browser);
  const console = watchConsole(page);
  const scripts = watchScripts(page);

  // The first profile is made from the user info on the first visit.
  await openAs(page, '/en-US/profile', player);
  const firstName = (await page.getByTestId('profile-name').textContent())?.trim() ?? '';
  expect(firstName.length).toBeGreaterThan(0);
  const firstXid = ((await page.getByTestId('me-public').getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(firstXid).toMatch(/^[a-z][a-z0-9]{9}$/);

  // A second profile, with markup in its name and intro.
  await page.getByTestId('me-create').click();
  await expect(page.getByTestId('profile-create-form')).toBeVisible();
  await page.getByTestId('profile-name-input').fill(XSS_NAME);
  await page.getByTestId('profile-intro-input').fill(XSS_INTRO);
  await page.getByTestId('profile-save').click();
  await expect(page).toHaveURL(/\/en-US\/profile\/setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(XSS_NAME);

  // An avatar (scaled on the device, re-encoded by the server), a GIF refused, and links.
  await page.getByTestId('file-avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('picker-avatar').locator('img')).toHaveAttribute('src', /\/img\/avatar\/.+\.webp/);
  await page
    .getByTestId('file-background')
    .setInputFiles({ name: 'fake.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('picker-background-problem')).toHaveText('Use a PNG, JPEG or WebP picture.');
  await page.getByTestId('profile-link-add').click();
  await page.getByLabel('Link 1 name').fill('My <b>site</b>');
  await page.getByLabel('Link 1 address').fill('javascript:alert(document.cookie)');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Enter a full link starting with https:// or http://.')).toBeVisible();
  await page.getByLabel('Link 1 address').fill('https://mai.example.com/games');
  await page.getByTestId('profile-save').click();
  await expect(page).toHaveURL(/\/en-US\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText(XSS_NAME);
  await expect(page.getByTestId('profile-intro')).toHaveText(XSS_INTRO);
  const link = page.getByTestId('profile-links').getByRole('link');
  await expect(link).toHaveText('My <b>site</b>');
  await expect(link).toHaveAttribute('href', 'https://mai.example.com/games');
  await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  const secondXid = ((await page.getByTestId('me-public').getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(secondXid).not.toBe(firstXid);

  // Switch back to the first; the list marks it, the Me tab shows it.
  await page.getByTestId('me-switch').click();
  const rows = page.getByTestId('profile-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-shown', 'true');
  await rows.nth(1).getByTestId('profile-show').click();
  await expect(page.locator('[data-testid="profile-row"][data-shown="true"]')).toContainText(firstName);
  await page.goto('/en-US/profile');
  await expect(page.getByTestId('profile-name')).toHaveText(firstName);
  await scripts.expectNoneRan();

  // A visitor reads the second profile: its markup is text, nothing runs with the CSP on.
  const visitor = await phone(browser);
  const visitorConsole = watchConsole(visitor.page);
  const visitorScripts = watchScripts(visitor.page);
  const response = await visitor.page.goto(`/en-US/profile/${secondXid}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(visitor.page.getByTestId('profile-name')).toHaveText(XSS_NAME);
  await expect(visitor.page.getByTestId('profile-intro')).toHaveText(XSS_INTRO);
  await expect(visitor.page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(visitor.page).toHaveTitle(XSS_NAME);
  await visitorScripts.expectNoneRan();
  await expectAccessible(visitor.page);

  // The server-rendered head (no JavaScript) carries the name, escaped.
  const html = await (await request.get(`/en-US/profile/${secondXid}`)).text();
  expect(html).toContain('<title>&lt;img src=x onerror=window.__owned=1&gt;Mai</title>');
  expect(html).not.toContain('<img src=x');
  // An old /profile/<userId> link opens the shown profile under its xid.
  await visitor.page.goto(`/en-US/profile/${player.id}`);
  await expect(visitor.page).toHaveURL(new RegExp(`/en-US/profile/${firstXid}$`));
  await expect(visitor.page.getByTestId('profile-name')).toHaveText(firstName);
  await expect(visitor.page).toHaveTitle(firstName);
  console.expectNone();
  visitorConsole.expectNone();
  // An unknown one says so (its call answers HTTP 404, which the browser logs: not watched from here on).
  await visitor.page.goto('/en-US/profile/zzzzzzzzzz');
  await expect(visitor.page.getByRole('heading', { name: 'This profile does not exist' })).toBeVisible();
  await Promise.all([context.close(), visitor.context.close()]);
});

for (const locale of ['vi-VN', 'ja-JP', 'en-US']) {
  test(`the demo player's profile pages read well (${locale})`, async ({ browser }) => {
    const { context, page } = await phone(browser, locale);
    const console = watchConsole(page);
    await openAs(page, `/${locale}/profile`, LINH);
    await expect(page.getByTestId('profile-name')).toHaveText('Linh Tran');
    await expect(page.getByTestId('profile-header').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('profile-count')).toBeVisible();
    await screenshot(page, `profile/profile-${locale}`);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.getByTestId('me-switch').click();
    await expect(page.getByTestId('profile-row')).toHaveCount(2);
    await screenshot(page, `profile/profile-select-${locale}`);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    const visitor = await phone(browser, locale);
    await visitor.page.goto(`/${locale}/profile/linhtran01`);
    await expect(visitor.page.getByTestId('profile-name')).toHaveText('Linh Tran');
    await expect(visitor.page).toHaveTitle('Linh Tran');
    await expect(visitor.page.getByTestId('profile-links').getByRole('link')).toHaveAttribute(
      'rel',
      'noopener nofollow ugc',
    );
    // The page as a visitor reads it once loaded: the follow button (its own chunk) and the header's pictures.
    await expect(visitor.page.getByTestId('follow-login')).toBeVisible();
    await expect(visitor.page.getByTestId('profile-header').locator('img').first()).toBeVisible();
    await screenshot(visitor.page, `profile/profile-public-${locale}`);
    await expectAccessible(visitor.page);
    await expectNoHorizontalScroll(visitor.page);
    console.expectNone();
    await Promise.all([context.close(), visitor.context.close()]);
  });
}
