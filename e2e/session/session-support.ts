import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Demo players seeded by the server (apps/server/src/db/seed.ts). Ana has no phone bound. */
export const LINH = { id: 100001, key: 'demo0000000000000000000000000000000000000000000000000000000linh' };
export const ANA = { id: 100003, key: 'demo00000000000000000000000000000000000000000000000000000000ana' };

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonce = () => Array.from({ length: 5 }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('');

/** A direct call with the headers the replay guard wants (TS, NONCE), optionally as a player. */
export async function callApi(
  request: APIRequestContext,
  path: string,
  body: unknown,
  who?: { id: number; key: string },
): Promise<{ code: number; msg: string; data: unknown }> {
  const headers: Record<string, string> = {
    TS: String(Math.floor(Date.now() / 1000)),
    NONCE: nonce(),
    PLATFORM: 'h5',
    language: 'en-US',
  };
  if (who) Object.assign(headers, { 'User-Id': String(who.id), 'User-Secret-Key': who.key });
  const response = await request.post(path, { data: body, headers });
  return response.json();
}

/** Logs in through the user id + secret key form (the page must be on /user/login?mode=key). */
export async function submitKeyLogin(page: Page, who: { id: number; key: string }) {
  await page.getByTestId('user-id-input').fill(String(who.id));
  await page.getByTestId('secret-key-input').fill(who.key);
  await page.getByTestId('key-login-submit').click();
}

/** Opens a page already logged in through URL credentials (the app stores them and cleans the URL). */
export async function openAs(page: Page, path: string, who: { id: number; key: string }) {
  const join = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${join}userId=${who.id}&secretKey=${who.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
}

/** A random phone in Vietnam's format, local part only (the app adds +84). */
export function randomLocalPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The last one-time code the server sent to a phone, read from the shared SMS sink (e2e/sms-sink.ts). */
export async function lastOtp(phone: string): Promise<string> {
  const sink = new URL(process.env.SMS_HTTP_URL as string);
  let text: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sink.origin}/last?to=${encodeURIComponent(phone)}`);
        text = ((await res.json()) as { text: string | null }).text;
        return text;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  const code = (text as string | null)?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

/** A new player registered by phone through the API (a Vietnamese number, so their bind-phone step is done). */
export async function newPhonePlayer(request: APIRequestContext): Promise<{ id: number; key: string }> {
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
