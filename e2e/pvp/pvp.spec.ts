import { type APIRequestContext, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { LINH, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { expectNoHorizontalScroll } from '../wallet/helpers.ts';

/**
 * PvP dice duel (issue 21, docs/pvp.md) on a server of its own (its first operator comes from the CLI): Linh (vi-VN)
 * and the demo rival (en-US, seeded by services/pvp/seed.ts in Linh's market) join the same 1 USDT tier in two
 * browser contexts, get matched, both roll three rounds, see the same result, their game balances move by the stake
 * and the payout, and each verifies the match in the browser. Then an operator voids a second match from the
 * console's PvP page and both players are refunded, and changes the match settings there: the lobby shows the new
 * stakes beside the player's game balance, a stake above it disabled with what is missing. Screens at 375x812 in
 * vi-VN and en-US.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const RIVAL = { id: 190_001, key: `${'demo'.padEnd(59, '0')}pvpvn` };
const U = 1_000_000n;

let server: ConsoleServer;
const contexts: BrowserContext[] = [];
let linh: Page;
let rival: Page;
let operator: Page;
let openContext: (locale: string) => Promise<BrowserContext>;
const shot = (page: Page, name: string) => screenshot(page, `pvp/${name}`);

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonce = () => Array.from({ length: 5 }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('');
const headersOf = (who: { id: number; key: string }, extra: Record<string, string> = {}) => ({
  TS: String(Math.floor(Date.now() / 1000)),
  NONCE: nonce(),
  PLATFORM: 'h5',
  language: 'en-US',
  'User-Id': String(who.id),
  'User-Secret-Key': who.key,
  ...extra,
});

/** A player's game balance (USDT) in minor units, from /win/config. */
async function usdtOf(request: APIRequestContext, who: { id: number; key: string }): Promise<bigint> {
  const answer = await (await request.get(`${server.url}/svc/game/win/config`, { headers: headersOf(who) })).json();
  expect(answer.code).toBe(0);
  const [whole, frac = ''] = String(answer.data.balance).split('.');
  return BigInt(whole ?? '0') * U + BigInt(frac.padEnd(6, '0').slice(0, 6));
}

async function joinByApi(request: APIRequestContext, who: { id: number; key: string }) {
  const response = await request.post(`${server.url}/svc/pvp/pvp/join`, {
    data: { stake: '1', client_seed: `e2e-${who.id}` },
    headers: headersOf(who, { 'Idempotency-Key': `e2e-${who.id}-${Date.now()}` }),
  });
  const answer = await response.json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data as { entry_id: number; status: string; match_id: number | null };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 61;
  const taken = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop the server on it first`);
  server = await startConsoleServer(port);
  openContext = (locale) => browser.newContext({ ...PHONE, locale, baseURL: server.url });
  const a = await openContext('vi-VN');
  const b = await openContext('en-US');
  contexts.push(a, b);
  linh = await a.newPage();
  rival = await b.newPage();
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

let matchId = 0;

test('two players join the same tier in two browsers and get matched', async ({ request }) => {
  const errors = [watchConsole(linh), watchConsole(rival)];
  await openAs(linh, `${server.url}/vi-VN/pvp/detail`, LINH);
  await openAs(rival, `${server.url}/en-US/pvp/detail`, RIVAL);
  for (const page of [linh, rival]) {
    await expect(page.getByTestId('pvp-lobby')).toBeVisible();
    await expect(page.getByTestId('pvp-tier')).toHaveCount(3);
    // The seeded demo duels show in the history.
    await expect(page.getByTestId('pvp-history').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('pvp-balance')).toContainText('USDT');
  }
  await expect(rival.getByTestId('pvp-tier').first()).toContainText('Fee 0.10 USDT · winner gets 1.90 USDT');
  await shot(linh, 'lobby-vi-VN');
  await shot(rival, 'lobby-en-US');
  await expectAccessible(rival);
  await expectNoHorizontalScroll(linh);

  const before = { linh: await usdtOf(request, LINH), rival: await usdtOf(request, RIVAL) };
  await linh.locator('[data-testid="pvp-tier"][data-stake="1"]').getByTestId('pvp-join').click();
  await expect(linh.getByTestId('pvp-waiting')).toBeVisible();
  await expect(linh.getByTestId('pvp-leave')).toBeEnabled();
  await shot(linh, 'waiting-vi-VN');
  expect(await usdtOf(request, LINH)).toBe(before.linh - U);

  await rival.locator('[data-testid="pvp-tier"][data-stake="1"]').getByTestId('pvp-join').click();
  await expect(rival).toHaveURL(/\/pvp\/detail\?id=\d+/);
  // Linh's waiting screen polls its entry and moves to the match.
  await expect(linh).toHaveURL(/\/pvp\/detail\?id=\d+/);
  matchId = Number(new URL(rival.url()).searchParams.get('id'));
  expect(new URL(linh.url()).searchParams.get('id')).toBe(String(matchId));
  expect(await usdtOf(request, RIVAL)).toBe(before.rival - U);
  for (const page of [linh, rival])
    await expect(page.getByTestId('pvp-match')).toHaveAttribute('data-status', 'playing');
  await expect(rival.getByTestId('pvp-grace')).toContainText('forfeits in');
  await shot(rival, 'match-start-en-US');
  await expectAccessible(rival);

  for (let round = 1; round <= 3; round++) {
    for (const page of [linh, rival]) {
      const button = page.getByTestId('pvp-roll');
      await expect(button).toBeEnabled();
      await button.click();
      await expect(
        page
          .getByTestId('pvp-round')
          .nth(round - 1)
          .locator('td')
          .first()
          .locator('span span'),
      ).toHaveCount(2);
    }
    if (round === 2) await shot(linh, 'match-round2-vi-VN');
  }

  for (const page of [linh, rival]) await expect(page.getByTestId('pvp-result')).toBeVisible();
  const linhOutcome = await linh.getByTestId('pvp-result').getAttribute('data-outcome');
  const rivalOutcome = await rival.getByTestId('pvp-result').getAttribute('data-outcome');
  const mirror: Record<string, string> = { won: 'lost', lost: 'won', draw: 'draw' };
  expect(rivalOutcome).toBe(mirror[linhOutcome ?? '']);
  // Same totals on both screens, mirrored.
  expect(await linh.getByTestId('pvp-total-mine').textContent()).toBe(
    await rival.getByTestId('pvp-total-theirs').textContent(),
  );
  const payout = 1_900_000n;
  const change = (o: string | null) => (o === 'won' ? payout - U : o === 'lost' ? -U : 0n);
  expect(await usdtOf(request, LINH)).toBe(before.linh + change(linhOutcome));
  expect(await usdtOf(request, RIVAL)).toBe(before.rival + change(rivalOutcome));

  await expect(rival.getByTestId('pvp-verdict')).toHaveText('Verified');
  await expect(linh.getByTestId('pvp-verdict')).toHaveText('Đã xác minh');
  await shot(rival, 'result-en-US');
  await shot(linh, 'result-vi-VN');
  await rival.getByTestId('pvp-verify').scrollIntoViewIfNeeded();
  await shot(rival, 'verified-en-US');
  await linh.getByTestId('pvp-verify').scrollIntoViewIfNeeded();
  await shot(linh, 'verified-vi-VN');
  await expectAccessible(linh);
  await expectNoHorizontalScroll(rival);
  for (const e of errors) e.expectNone();
});

test('an operator voids a playing match from the console and both players get their stake back', async ({
  request,
}) => {
  const before = { linh: await usdtOf(request, LINH), rival: await usdtOf(request, RIVAL) };
  await joinByApi(request, LINH);
  const second = await joinByApi(request, RIVAL);
  expect(second.status).toBe('matched');
  const id = second.match_id as number;

  await linh.goto(`${server.url}/vi-VN/pvp/admin`);
  await expect(linh.getByTestId('pvp-admin-console')).toHaveAttribute('href', '/ops/pvp');
  await shot(linh, 'admin-vi-VN');

  operator = await (await openContext('en-US')).newPage();
  contexts.push(operator.context());
  await operator.goto(`${server.url}/ops`);
  await operator.getByLabel('Email').fill(FIRST_ADMIN.email);
  await operator.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await operator.getByLabel('Authenticator code').fill(await freshTotp(server.adminSecret));
  await operator.getByRole('button', { name: 'Log in' }).click();
  await expect(operator.getByTestId('ops-who')).toContainText(FIRST_ADMIN.email);
  await operator.getByTestId('ops-nav-pvp').click();
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText('PvP duels');
  const card = operator.getByTestId(`ops-pvp-match-${id}`);
  await expect(card).toContainText(`A #${LINH.id} · B #${RIVAL.id}`);
  await card.getByTestId('ops-pvp-void').click();
  await expect(card.getByTestId('ops-pvp-confirm')).toContainText(`match #${id}`);
  await shot(operator, 'console-confirm-en-US');
  await expectAccessible(operator);
  await card.getByTestId('ops-pvp-confirm-yes').click();
  await expect(card).toHaveCount(0);
  await operator.getByTestId('ops-pvp-filter').selectOption('void');
  await expect(operator.getByTestId(`ops-pvp-match-${id}`)).toContainText('Void');
  await shot(operator, 'console-voided-en-US');

  expect(await usdtOf(request, LINH)).toBe(before.linh);
  expect(await usdtOf(request, RIVAL)).toBe(before.rival);
  await rival.goto(`${server.url}/en-US/pvp/detail?id=${id}`);
  await expect(rival.getByTestId('pvp-result')).toHaveAttribute('data-outcome', 'void');
  await expect(rival.getByTestId('pvp-received')).toContainText('1.00 USDT');
  await shot(rival, 'voided-en-US');
});

/** A decimal string in en-US with two decimals (the amounts here have at most two). */
const enUsd = (amount: string) =>
  `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`;

test('an operator changes the match settings; the lobby shows the game balance and the new stakes', async ({
  request,
}) => {
  const errors = [watchConsole(linh), watchConsole(rival)];
  const settings = operator.getByTestId('ops-pvp-settings');
  await settings.scrollIntoViewIfNeeded();
  await expect(operator.getByTestId('ops-pvp-stakes')).toHaveValue('1, 5, 20');
  await expect(operator.getByTestId('ops-pvp-settings-changed')).toHaveText(
    'Never changed: the environment defaults apply.',
  );
  // Bad values are refused on the field before anything is sent.
  await operator.getByTestId('ops-pvp-stakes').fill('2, 2');
  await operator.getByTestId('ops-pvp-fee').fill('2500');
  await expect(settings).toContainText('One to six different whole amounts from 1 to 999999');
  await expect(settings).toContainText('A whole number from 0 to 2000');
  await expect(operator.getByTestId('ops-pvp-settings-save')).toBeDisabled();
  await shot(operator, 'console-settings-invalid-en-US');

  await operator.getByTestId('ops-pvp-stakes').fill('2, 10, 100000');
  await operator.getByTestId('ops-pvp-fee').fill('300');
  await operator.getByTestId('ops-pvp-grace').fill('90');
  await expect(settings).toContainText('3 % of the pot');
  await operator.getByTestId('ops-pvp-settings-save').click();
  await expect(operator.getByTestId('ops-pvp-settings-done')).toHaveText('Saved. New matches use these settings.');
  await expect(operator.getByTestId('ops-pvp-settings-changed')).toContainText(FIRST_ADMIN.email);
  await expect(operator.getByTestId('ops-pvp-stakes')).toHaveValue('2, 10, 100000');
  await operator.getByTestId('ops-pvp-settings-done').scrollIntoViewIfNeeded();
  await shot(operator, 'console-settings-saved-en-US');
  await expectAccessible(operator);

  // The lobby: the new stakes with the 3 % fee, the game balance with its top-up link, and what cannot be afforded.
  const balances = { linh: await usdtOf(request, LINH), rival: await usdtOf(request, RIVAL) };
  expect(balances.linh).toBeLessThan(100_000n * U);
  await rival.goto(`${server.url}/en-US/pvp/detail`);
  await linh.goto(`${server.url}/vi-VN/pvp/detail`);
  for (const [page, balance] of [
    [rival, balances.rival],
    [linh, balances.linh],
  ] as const) {
    await expect(page.getByTestId('pvp-tier')).toHaveCount(3);
    for (const stake of [2n, 10n, 100_000n]) {
      const tier = page.locator(`[data-testid="pvp-tier"][data-stake="${stake}"]`);
      const short = balance < stake * U;
      if (short) await expect(tier.getByTestId('pvp-join')).toBeDisabled();
      else await expect(tier.getByTestId('pvp-join')).toBeEnabled();
      await expect(tier.getByTestId('pvp-short')).toHaveCount(short ? 1 : 0);
    }
    await expect(page.getByTestId('pvp-topup')).toHaveAttribute('href', /\/win\/money$/);
  }
  const rivalBalance = await (
    await request.get(`${server.url}/svc/pvp/pvp/tiers`, { headers: headersOf(RIVAL) })
  ).json();
  await expect(rival.getByTestId('pvp-balance')).toContainText(`Game balance: ${enUsd(rivalBalance.data.balance)}`);
  await expect(rival.locator('[data-testid="pvp-tier"][data-stake="2"]')).toContainText(
    'Fee 0.12 USDT · winner gets 3.88 USDT',
  );
  await expect(rival.locator('[data-testid="pvp-tier"][data-stake="100000"]').getByTestId('pvp-short')).toContainText(
    'Needs',
  );
  await shot(rival, 'lobby-settings-en-US');
  await shot(linh, 'lobby-settings-vi-VN');
  await expectAccessible(rival);
  await expectAccessible(linh);
  await expectNoHorizontalScroll(linh);

  // A new stake is playable: Linh waits on 2 USDT (held), then leaves (refunded).
  await linh.locator('[data-testid="pvp-tier"][data-stake="2"]').getByTestId('pvp-join').click();
  await expect(linh.getByTestId('pvp-waiting')).toBeVisible();
  expect(await usdtOf(request, LINH)).toBe(balances.linh - 2n * U);
  await linh.getByTestId('pvp-leave').click();
  await expect(linh.getByTestId('pvp-lobby')).toBeVisible();
  expect(await usdtOf(request, LINH)).toBe(balances.linh);
  await linh.getByTestId('pvp-topup').click();
  await expect(linh).toHaveURL(/\/vi-VN\/win\/money$/);
  for (const e of errors) e.expectNone();
});
