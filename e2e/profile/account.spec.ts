import { readFileSync } from 'node:fs';
import { type APIRequestContext, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { callApi, lastOtp, openAs, randomLocalPhone } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * /profile/account (issue 22, docs/account.md) as a player walks it, with a player of their own (signing out other
 * sessions would log out the demo players' other specs): two devices logged in; the first lists both sessions,
 * this one marked, and signs out the other, whose next call logs it out. Then a deletion request with its
 * re-confirmation, the cooling-off banner, and keeping the account. Screens at 375x812 in en-US, vi-VN and ja-JP.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** Logs in by phone code (registering the first time): each login is a new session of the same player. */
async function phoneLogin(request: APIRequestContext, phone: string) {
  // A second code to the same phone is refused until the server's resend wait (OTP_RESEND_SECONDS) has passed.
  await expect(async () => {
    expect((await callApi(request, '/svc/user/user/send_otp_via_phone', { phone })).code).toBe(0);
  }).toPass({ intervals: [1_000], timeout: 15_000 });
  const answer = await callApi(request, '/svc/user/user/register_or_login_by_phone', {
    phone,
    otp_code: await lastOtp(phone),
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  const data = answer.data as { user_id: number; user_secret_key: string };
  return { id: data.user_id, key: data.user_secret_key };
}

/** GET /account/info as a player: the envelope's code and data. */
async function accountInfo(request: APIRequestContext, who: { id: number; key: string }) {
  const response = await request.get('/svc/profile/account/info', {
    headers: {
      TS: String(Math.floor(Date.now() / 1000)),
      NONCE: Math.random().toString(36).slice(2, 7).padEnd(5, 'x'),
      PLATFORM: 'h5',
      language: 'en-US',
      'User-Id': String(who.id),
      'User-Secret-Key': who.key,
    },
  });
  return (await response.json()) as { code: number; data: Record<string, unknown> };
}

const contexts: BrowserContext[] = [];
async function device(newContext: (o: object) => Promise<BrowserContext>, locale: string): Promise<Page> {
  const context = await newContext({ ...PHONE, locale });
  contexts.push(context);
  return context.newPage();
}

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

test('lists the sessions and signs out the other device, which is logged out; deletion is asked and kept', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = `+84${randomLocalPhone()}`;
  const first = await phoneLogin(request, phone);
  const second = await phoneLogin(request, phone);
  expect(second.id).toBe(first.id);

  const newContext = (o: object) => browser.newContext(o);
  const laptop = await device(newContext, 'en-US');
  await openAs(laptop, '/en-US/profile/account', second);
  await expect(laptop.getByTestId('account-session-current')).toBeVisible();
  const mine = await device(newContext, 'en-US');
  const console = watchConsole(mine);
  await openAs(mine, '/en-US/profile/account', first);
  await expect(mine.getByTestId('account-page')).toBeVisible();
  await expect(mine.getByTestId('account-phone')).toContainText(phone.slice(-3));
  await expect(mine.getByTestId('account-phone')).not.toContainText(phone.slice(3, -3));
  await expect(mine.getByTestId('account-logins')).toContainText('Phone code');
  await expect(mine.getByTestId('account-session-current')).toContainText('This device');
  await expect(mine.getByTestId('account-session')).toHaveCount(1);
  await screenshot(mine, 'profile/account-en-US');
  await expectAccessible(mine);
  await expectNoHorizontalScroll(mine);

  // Sign out every other session: the laptop's next call answers 1004 and it is logged out.
  await mine.getByTestId('account-sign-out-others').click();
  await expect(mine.getByTestId('account-sign-out-others-dialog')).toBeVisible();
  await expectAccessible(mine);
  await mine.getByTestId('account-sign-out-others-confirm').click();
  await expect(mine.getByTestId('account-session')).toHaveCount(0);
  await expect(mine.getByText('Only this device is logged in.')).toBeVisible();
  expect((await accountInfo(request, second)).code).toBe(1004);
  expect((await accountInfo(request, first)).code).toBe(0);
  await laptop.goto('/en-US/profile/account');
  await expect(laptop).toHaveURL(/\/user\/login/);

  // A copy of the data, as a JSON file; once an hour.
  const download = mine.waitForEvent('download');
  await mine.getByTestId('account-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^arcadia-data-${first.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(readFileSync((await file.path()) as string, 'utf8'));
  expect(exported.user).toMatchObject({ user_id: first.id, phone });
  await expect(mine.getByTestId('account-export')).toBeDisabled();

  // Delete: typing the account id confirms; the banner shows the date; keeping the account ends it.
  await mine.getByTestId('account-delete-open').click();
  const dialog = mine.getByTestId('account-delete-dialog');
  await expect(dialog).toBeVisible();
  await expect(mine.getByTestId('account-delete-confirm')).toBeDisabled();
  await mine.getByTestId('account-delete-input').fill(String(first.id));
  await screenshot(mine, 'profile/account-delete-en-US');
  await expectAccessible(mine);
  await mine.getByTestId('account-delete-confirm').click();
  const banner = mine.getByTestId('account-deletion-banner');
  await expect(banner).toContainText('Your account will be deleted on');
  await expect(mine.getByTestId('account-delete')).toHaveCount(0);
  await screenshot(mine, 'profile/account-pending-en-US');
  await expectAccessible(mine);
  await mine.getByTestId('account-deletion-cancel').click();
  await expect(banner).toHaveCount(0);
  await expect(mine.getByTestId('account-delete')).toBeVisible();
  expect((await accountInfo(request, first)).data).toMatchObject({ deletion: null });
  console.expectNone();
});

for (const locale of ['vi-VN', 'ja-JP'] as const) {
  test(`the account page in ${locale}`, async ({ browser, request }) => {
    const player = await phoneLogin(request, `+84${randomLocalPhone()}`);
    const page = await device((o) => browser.newContext(o), locale);
    const console = watchConsole(page);
    await openAs(page, `/${locale}/profile/account`, player);
    await expect(page.getByTestId('account-session-current')).toBeVisible();
    await expect(page.getByTestId('account-export')).toBeEnabled();
    await screenshot(page, `profile/account-${locale}`);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    console.expectNone();
  });
}
