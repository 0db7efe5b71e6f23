import { createHash, createHmac, randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { E2E_BOT, E2E_BOT_TOKEN, installFakeTelegramClient, launchHash, tgEvents } from '../hosts/telegram-client.ts';
import { ANA, callApi, LINH, newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { setChatMember } from './bot-api-double.ts';

/**
 * /profile/followTask (features/social): the demo follow list (tg_news, tg_chat, x_arcadia, yt_arcadia), statuses,
 * open through the host, check against the Bot API double (served by the SMS sink), and need_authorize handling.
 */
let nextTgUser = 930000 + (Date.now() % 10000) * 10;
const newTgUser = () => ++nextTgUser;
const row = (page: Page, id: string) => page.getByTestId(`follow-${id}`);

/** Opens a path inside the emulated Telegram client, logged in as a demo player by URL credentials. */
async function openInTelegramAs(page: Page, path: string, who: { id: number; key: string }, tgUserId: number) {
  await page.addInitScript(installFakeTelegramClient, {});
  await page.goto(`${path}?bot=${E2E_BOT}&userId=${who.id}&secretKey=${who.key}${launchHash({ tgUserId })}`);
}

test.describe('follow tasks', () => {
  test('in Telegram: links the account from initData, opens the channel in Telegram and checks membership', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const tgUserId = newTgUser();
    const report = page.waitForResponse((r) => r.url().includes('/social_media/telegram/report_client_auth_info'));
    await openInTelegramAs(page, '/vi-VN/profile/followTask', ANA, tgUserId);
    const reported = await (await report).json();
    expect(reported, JSON.stringify(reported)).toMatchObject({ code: 0, data: { tg_user_id: tgUserId } });
    await expect(row(page, 'tg_news')).toBeVisible();
    await expect(row(page, 'tg_news')).toHaveAttribute('data-status', 'unchecked');
    // Telegram is linked now: only X and YouTube are left in the notice.
    await expect(page.getByTestId('follow-link-notice')).not.toContainText('Telegram');

    await row(page, 'tg_news').getByTestId('follow-open').click();
    await expect
      .poll(async () => (await tgEvents(page)).filter((e) => e.type === 'web_app_open_tg_link').map((e) => e.data))
      .toContainEqual({ path_full: '/arcadia_news' });

    await row(page, 'tg_news').getByTestId('follow-check').click();
    await expect(row(page, 'tg_news')).toHaveAttribute('data-status', 'not_following');
    await expect(row(page, 'tg_news')).toContainText('Chưa theo dõi');

    await setChatMember('@arcadia_news', tgUserId, 'member');
    await row(page, 'tg_news').getByTestId('follow-check').click();
    await expect(row(page, 'tg_news')).toHaveAttribute('data-status', 'following');
    await expect(row(page, 'tg_news').getByTestId('follow-check')).toHaveCount(0);
    // The reward is paid at this first check that finds the player following.
    await expect(row(page, 'tg_news').getByTestId('follow-rewarded')).toHaveText('Đã nhận thưởng: +100 WH');

    // A Bot API outage is an inline message, not a crash.
    await setChatMember('@arcadia_chat', tgUserId, 'error500');
    await row(page, 'tg_chat').getByTestId('follow-check').click();
    await expect(row(page, 'tg_chat').getByRole('alert')).toContainText('Hiện không kiểm tra được');

    // The status is stored: a reload shows it again.
    const following = await callApi(page.request, '/svc/user/api/social_media/get_following', {}, ANA);
    expect(following.data).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ id: 'tg_news', status: 'following' })]),
    });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'social-follow-task-tg');
    // The light Telegram theme sends no section colours: buttons and badges must still read (axe: contrast).
    await expectAccessible(page);
    console.expectNone();
  });

  test('on the web, logged in: statuses, a clear message about linking, a new tab for the channel', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      window.open = ((url: string) => {
        w.__opened.push(String(url));
        return null;
      }) as typeof window.open;
    });
    await openAs(page, '/en-US/profile/followTask', LINH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow Tasks');
    await expect(row(page, 'x_arcadia')).toHaveAttribute('data-status', 'unchecked');
    const notice = page.getByTestId('follow-link-notice');
    await expect(notice).toContainText('Open this page from Telegram to link your account.');
    await expect(notice).toContainText('Link your X account');

    await row(page, 'x_arcadia').getByTestId('follow-open').click();
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([
      'https://x.com/arcadia',
    ]);
    await row(page, 'x_arcadia').getByTestId('follow-check').click();
    await expect(row(page, 'x_arcadia').getByRole('alert')).toHaveText('Link this account first, then check again.');
    await row(page, 'tg_news').getByTestId('follow-check').click();
    await expect(row(page, 'tg_news').getByRole('alert')).toHaveText('Link this account first, then check again.');
    await screenshot(page, 'social-follow-task-web');
    console.expectNone();
  });

  test('on the web, a visitor is sent to login with the page as backUrl', async ({ page }) => {
    await page.goto('/vi-VN/profile/followTask');
    await expect(page).toHaveURL(/\/vi-VN\/user\/login-home\?backUrl=.*followTask/);
  });

  test('Telegram Login Widget redirect on the login page logs in with a signed payload', async ({ page }) => {
    const tgUserId = newTgUser();
    const fields: Record<string, string> = {
      id: String(tgUserId),
      first_name: 'Hoa',
      username: `hoa${tgUserId}`,
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const check = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n');
    const secret = createHash('sha256').update(E2E_BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(check).digest('hex');
    const query = new URLSearchParams({ bot: E2E_BOT, backUrl: '/profile/followTask', ...fields, hash });
    const login = page.waitForResponse((r) => r.url().includes('/svc/user/user/tg_web_login'));
    await page.goto(`/vi-VN/user/login-home?${query}`);
    const body = await (await login).json();
    expect(body, JSON.stringify(body)).toMatchObject({ code: 0, data: { user_login: `tg_${tgUserId}`, is_new: true } });
    await expect(page).toHaveURL(/\/vi-VN\/profile\/followTask$/);
    // Logged in through Telegram: the follow page has the Telegram account linked already.
    await expect(row(page, 'tg_news')).toBeVisible();
    await expect(page.getByTestId('follow-link-notice')).not.toContainText('Telegram');
  });
});

test('on the web a player links a YouTube account at its consent page and the YouTube follows count (vi-VN)', async ({
  page,
  request,
}) => {
  const player = await newPhonePlayer(request);
  await openAs(page, '/vi-VN/profile/followTask', player);
  const link = page.getByTestId('follow-link-youtube');
  await expect(link).toBeVisible();
  await screenshot(page, 'social-link-youtube-vi-VN');
  await link.click();
  // The provider's own pages (a real OAuth 2 / OpenID Connect server, e2e/global-setup.ts).
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  const login = `yt-${randomBytes(4).toString('hex')}`;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile\/followTask$/);
  await expect(page.getByTestId('follow-linked')).toContainText(`${login}@example.test`);
  await expect(page.getByTestId('follow-link-youtube')).toHaveCount(0);
  await row(page, 'yt_arcadia').getByTestId('follow-check').click();
  // A linked network's follows count at once (the networks' own follower checks are not called: docs/tasks.md).
  await expect(row(page, 'yt_arcadia')).toHaveAttribute('data-status', 'following');
  await screenshot(page, 'social-linked-youtube-vi-VN');
  await expectAccessible(page);
});
