import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi, lastOtp, newPhonePlayer, openAs, randomLocalPhone } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * The share and invite land (docs/share.md): a new player opens a friend's short link in another browser, registers
 * by phone and shows up in the inviter's history; every share language's preview image is served to crawlers.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonce = () => Array.from({ length: 5 }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('');

async function getApi(request: APIRequestContext, path: string, who: { id: number; key: string }) {
  const response = await request.get(path, {
    headers: {
      TS: String(Math.floor(Date.now() / 1000)),
      NONCE: nonce(),
      PLATFORM: 'h5',
      language: 'en-US',
      'User-Id': String(who.id),
      'User-Secret-Key': who.key,
    },
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

/** A new player registered by phone through the API, and their share code. */
async function newInviter(request: APIRequestContext) {
  const who = await newPhonePlayer(request);
  const mine = await getApi(request, '/svc/share/share/my_share', who);
  expect(mine.code).toBe(0);
  return { ...who, code: mine.data.code as string };
}

const INVITED: Record<string, RegExp> = {
  'vi-VN': /mời bạn tham gia Arcadia/,
  'th-TH': /ชวนคุณมาเล่น Arcadia/,
  'en-US': /invited you to Arcadia/,
};
const PENDING: Record<string, string> = {
  'vi-VN': 'Chưa đủ điều kiện',
  'th-TH': 'ยังไม่ผ่านเกณฑ์',
  'en-US': 'Not qualified yet',
};

for (const locale of ['vi-VN', 'th-TH', 'en-US']) {
  test(`a friend opens the short link in another browser, registers, and shows in the history (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    const console = watchConsole(page);
    const inviter = await newInviter(request);
    await openAs(page, `/${locale}/share`, inviter);
    await expect(page.getByTestId('share-code')).toHaveText(inviter.code);
    await expect(page.getByTestId('share-link')).toContainText(`/r/${inviter.code}`);
    await expect(page.getByTestId('share-invitees')).toHaveText('0');
    await screenshot(page, `rewards/share-${locale}`);
    await expectAccessible(page);

    // The friend: a browser of their own, no session, following the link as pasted.
    const friendContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const friend = await friendContext.newPage();
    const friendConsole = watchConsole(friend);
    await friend.goto(`/${locale}/r/${inviter.code.toLowerCase()}`);
    await expect(friend).toHaveURL(new RegExp(`/${locale}/share/land\\?share_uid=${inviter.code}$`));
    await expect(friend.getByTestId('share-land-inviter')).toHaveText(INVITED[locale] as RegExp);
    expect(await friend.evaluate(() => sessionStorage.getItem('share_uid'))).toBe(inviter.code);
    await screenshot(friend, `rewards/share-land-${locale}`);
    await expectAccessible(friend);

    await friend.getByTestId('share-land-cta').click();
    await expect(friend).toHaveURL(/\/user\/login-home\?backUrl=%2Fshare$/);
    await friend.getByTestId('choose-code').click();
    const local = randomLocalPhone();
    await friend.getByTestId('phone-input').fill(local);
    await friend.getByTestId('otp-send').click();
    await friend.getByTestId('otp-input').fill(await lastOtp(`+84${local}`));
    await friend.getByTestId('code-login-submit').click();
    await expect(friend).not.toHaveURL(/\/user\/login/);
    await friend.goto(`/${locale}/share`);
    await expect(friend.getByTestId('share-inviter')).toBeVisible();
    friendConsole.expectNone();
    await friendContext.close();

    await page.goto(`/${locale}/shareTab?tab=history`);
    await expect(page.getByTestId('share-history-item')).toHaveCount(1);
    await expect(page.getByTestId('share-history-item')).toContainText(PENDING[locale] as string);
    await screenshot(page, `rewards/share-history-${locale}`);
    await expectAccessible(page);
    await page.goto(`/${locale}/share`);
    await expect(page.getByTestId('share-invitees')).toHaveText('1');
    console.expectNone();
  });
}

test('the rules, levels and weekly rank tabs of a seeded inviter (en-US)', async ({ page }) => {
  const console = watchConsole(page);
  const linh = { id: 100001, key: 'demo0000000000000000000000000000000000000000000000000000000linh' };
  await openAs(page, '/en-US/shareTab?tab=week', linh);
  await expect(page.getByTestId('share-week-list').getByRole('listitem').first()).toBeVisible();
  await screenshot(page, 'rewards/share-week-en-US');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Levels' }).click();
  await expect(page.getByTestId('share-levels').getByRole('row')).toHaveCount(6);
  await screenshot(page, 'rewards/share-levels-en-US');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByTestId('share-rules')).toContainText('10.00 WH');
  await page.getByRole('tab', { name: 'Bonus' }).click();
  await expect(page.getByTestId('share-bonus')).toBeVisible();
  await screenshot(page, 'rewards/share-bonus-en-US');
  await expectAccessible(page);
  console.expectNone();
});

test('a new player binds a friend code on /user/bindCode (vi-VN)', async ({ page, request, browser }) => {
  const inviter = await newInviter(request);
  // The friend registers from a device of their own: registering beside the inviter's cookie is a self-invite.
  const own = await browser.newContext();
  const phone = `+84${randomLocalPhone()}`;
  expect((await callApi(own.request, '/svc/user/user/send_otp_via_phone', { phone })).code).toBe(0);
  const answer = await callApi(own.request, '/svc/user/user/register_or_login_by_phone', {
    phone,
    otp_code: await lastOtp(phone),
  });
  const data = answer.data as { user_id: number; user_secret_key: string };
  await own.close();
  await openAs(page, '/vi-VN/user/bindCode', { id: data.user_id, key: data.user_secret_key });
  await page.getByTestId('bind-code-input').fill('ZZZZ2222');
  await page.getByRole('button', { name: 'Liên kết mã' }).click();
  await expect(page.getByText('Không có người chơi nào có mã này.')).toBeVisible();
  await page.getByTestId('bind-code-input').fill(inviter.code.toLowerCase());
  await page.getByRole('button', { name: 'Liên kết mã' }).click();
  await expect(page.getByTestId('bind-code-done')).toBeVisible();
  await screenshot(page, 'rewards/share-bind-code-vi-VN');
  await expectAccessible(page);
});

const SHARE_LANGS: [string, string][] = [
  ['vi-VN', 'vi'],
  ['en-US', 'en'],
  ['pt-BR', 'pt'],
  ['id-ID', 'id'],
  ['ms-MY', 'ms'],
  ['th-TH', 'th'],
  ['ru-RU', 'ru'],
  ['es-MX', 'es'],
];

test('a share link pasted as a URL previews with its locale image for each of the 8 share languages', async ({
  request,
}) => {
  const inviter = await newInviter(request);
  for (const [locale, lang] of SHARE_LANGS) {
    // As a messenger's crawler: plain HTTP, no JavaScript, following the short link's redirect.
    const response = await request.get(`/${locale}/r/${inviter.code}`);
    expect(response.status()).toBe(200);
    expect(response.url()).toMatch(new RegExp(`/${locale}/share/land\\?share_uid=${inviter.code}$`));
    const html = await response.text();
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image, locale).toMatch(new RegExp(`/share/${lang}\\.png$`));
    expect(html).toContain(`<html lang="${locale}"`);
    expect(/<meta property="og:title" content="[^"]+">/.test(html)).toBe(true);
    const picture = await request.get(new URL(image as string).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});
