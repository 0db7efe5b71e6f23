import { type BrowserContext, expect, test } from '@playwright/test';
import { lastOtp, randomLocalPhone } from '../session/session-support.ts';
import { screenshot } from '../support.ts';
import { openAs, watchWalletConsole } from './helpers.ts';

const PASSWORD = 'drive-harbour-2026';
const DOUBLE = process.env.GOOGLE_DOUBLE_URL as string;

interface DoubleState {
  files: { id: string; name: string; parents: string[]; content: string }[];
  requests: { method: string; path: string; query: Record<string, string>; parts?: { body: string }[] }[];
  tokens: { client_id: string; scope: string }[];
}
const doubleState = async (): Promise<DoubleState> => (await fetch(`${DOUBLE}/__double/state`)).json();

/** Any request to Google's real hosts fails the test (the app is configured with the double's URLs). */
async function forbidGoogle(context: BrowserContext, hits: string[]) {
  await context.route(/^https?:\/\/([a-z0-9-]+\.)*(google\.com|googleapis\.com|gstatic\.com)\//, (route) => {
    hits.push(route.request().url());
    return route.abort();
  });
}

/**
 * The third share on the player's Google Drive (the server has GOOGLE_DRIVE_CLIENT_ID and the Google
 * endpoints of the double in e2e/global-setup.ts): back up to Drive, then recover in a fresh browser from the
 * Drive copy plus the server's share. A player of its own (logged in by phone code), so no demo player is touched.
 */
test('back up to Google Drive and recover from the Drive copy', async ({ browser }) => {
  test.setTimeout(150_000);
  const google: string[] = [];
  const first = await browser.newContext({ locale: 'en-US' });
  await forbidGoogle(first, google);
  const page = await first.newPage();
  const errors = watchWalletConsole(page);
  const local = randomLocalPhone();
  await page.goto('/en-US/user/login?mode=code&backUrl=%2Fwallet');
  await page.getByTestId('phone-input').fill(local);
  await page.getByTestId('otp-send').click();
  await page.getByTestId('otp-input').fill(await lastOtp(`+84${local}`));
  await page.getByTestId('code-login-submit').click();
  await expect(page).toHaveURL(/\/en-US\/wallet$/);
  const who = await page.evaluate(() => ({
    userId: Number(localStorage.getItem('user_id')),
    secretKey: localStorage.getItem('user_secret_key') ?? '',
  }));

  await page.getByTestId('wallet-open-create').click();
  await page.getByTestId('wallet-create').click();
  await expect(page.getByTestId('wallet-created')).toBeVisible({ timeout: 20_000 });
  const evm = (await page.getByTestId('wallet-evm-address').textContent()) ?? '';
  const ton = (await page.getByTestId('wallet-ton-address').textContent()) ?? '';
  expect(ton).toMatch(/^UQ[A-Za-z0-9_-]{46}$/);

  await page.getByTestId('wallet-go-backup').click();
  await page.getByTestId('wallet-backup-password').fill(PASSWORD);
  await page.getByTestId('wallet-backup-confirm').fill(PASSWORD);
  await expect(page.getByTestId('wallet-backup-drive')).toBeEnabled();
  await screenshot(page, 'wallet-backup-drive-en-US');
  await page.getByTestId('wallet-backup-drive').click();
  await expect(page.getByTestId('wallet-backup-drive-done')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('wallet-backup-drive-done')).toContainText('player@example.com');
  await screenshot(page, 'wallet-backup-drive-done-en-US');

  // What reached "Google": a token for the configured client id and the appdata scope, one multipart upload
  // into appDataFolder holding the password-encrypted file (no share in clear).
  const after = await doubleState();
  expect(after.tokens.at(-1)).toMatchObject({
    client_id: 'arcadia-e2e.apps.googleusercontent.com',
    scope: 'https://www.googleapis.com/auth/drive.appdata',
  });
  const mine = after.files.filter((f) => JSON.parse(f.content).addresses?.evm === evm);
  expect(mine).toHaveLength(1);
  const file = mine[0] as DoubleState['files'][number];
  expect(file.parents).toEqual(['appDataFolder']);
  expect(file.name).toMatch(/^arcadia-wallet-backup-[0-9a-f]{8}\.json$/);
  expect(file.content).not.toContain('arcw1.');
  const upload = after.requests.find((r) => r.method === 'POST' && r.parts?.[1]?.body === file.content);
  expect(upload?.query.uploadType).toBe('multipart');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wallet-custody-badge')).toBeVisible();
  expect(errors).toEqual([]);
  await first.close();

  // A fresh browser (no device share): the Drive copy + the server's share.
  const second = await browser.newContext({ locale: 'vi-VN' });
  await forbidGoogle(second, google);
  const fresh = await second.newPage();
  const freshErrors = watchWalletConsole(fresh);
  await openAs(fresh, '/wallet', 'vi-VN', who);
  await fresh.getByTestId('wallet-open-recovery').click();
  await expect(fresh.getByTestId('wallet-recovery-drive')).toBeVisible();
  await screenshot(fresh, 'wallet-recovery-drive-vi-VN');
  await fresh.getByTestId('wallet-recovery-drive').click();
  await expect(fresh.getByTestId('wallet-recovery-drive')).toBeHidden({ timeout: 20_000 });
  await expect(fresh.getByText('Google Drive')).toBeVisible();
  await fresh.getByTestId('wallet-recovery-password').fill(PASSWORD);
  await screenshot(fresh, 'wallet-recovery-drive-loaded-vi-VN');
  await fresh.getByTestId('wallet-recover').click();
  await expect(fresh.getByTestId('wallet-recovered')).toBeVisible({ timeout: 20_000 });
  await expect(fresh.getByTestId('wallet-evm-address')).toHaveText(evm);
  await expect(fresh.getByTestId('wallet-ton-address')).toHaveText(ton);
  await screenshot(fresh, 'wallet-recovered-drive-vi-VN');
  // The download came by the file id the server recorded (put_goole_drive_info).
  const reads = (await doubleState()).requests.filter((r) => r.path === `/drive/v3/files/${file.id}`);
  expect(reads.some((r) => r.query.alt === 'media')).toBe(true);
  expect(freshErrors).toEqual([]);
  expect(google).toEqual([]);
  await second.close();
});
