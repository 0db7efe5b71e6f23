import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type ConsoleServer, FIRST_ADMIN, startConsoleServer } from '../ops/console-server.ts';
import { freshTotp } from '../ops/totp.ts';
import { callApi } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { DEMO, ANA as DEMO_ANA, expectNoHorizontalScroll, openAs } from '../wallet/helpers.ts';

/**
 * The prize pool (/pool, also /dividend) on a server of its own, so the forced settlement touches no other spec:
 * a visitor sees the pool and a log-in call; Linh (a holder in the demo) sees her share and estimate and stakes
 * more KC, which counts from the next period; an operator settles the period now through the console's API; Linh
 * sees the payout in past periods and in her USDT balance.
 */

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const LINH = { id: DEMO.userId, key: DEMO.secretKey };
const ANA = { id: DEMO_ANA.userId, key: DEMO_ANA.secretKey };
const PENDING: Record<string, string> = {
  'vi-VN': 'KC sẽ được tính từ kỳ sau',
  'th-TH': 'KC จะเริ่มนับในรอบถัดไป',
  'en-US': 'KC counts from the next period',
};

let server: ConsoleServer;
const contexts: BrowserContext[] = [];
let settledPeriod = 0;
let payout = '';

async function open(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale, baseURL: server.url });
  contexts.push(context);
  return context.newPage();
}

async function opsToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${server.url}/ops-api/login`, {
    data: { ...FIRST_ADMIN, code: await freshTotp(server.adminSecret) },
  });
  const body = (await answer.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/** Ana swaps 20 USDT to KC in the wallet: its 0.3 % fee is platform earnings the pool reads from the ledger. */
async function swapFee(request: APIRequestContext) {
  const body = { from_coin: 'USDT', to_coin: 'KC', amount: '20' };
  const quote = await callApi(request, `${server.url}/svc/wallet/wallet/offchain_swap`, body, ANA);
  expect(quote.code).toBe(0);
  const quoteId = (quote.data as { quote_id: string }).quote_id;
  const executed = await request.post(`${server.url}/svc/wallet/wallet/offchain_swap`, {
    data: { ...body, quote_id: quoteId },
    headers: {
      TS: String(Math.floor(Date.now() / 1000)),
      NONCE: Math.random().toString(36).slice(2, 7).padEnd(5, 'x'),
      PLATFORM: 'h5',
      'User-Id': String(ANA.id),
      'User-Secret-Key': ANA.key,
      'Idempotency-Key': `pool-e2e-${quoteId}`,
    },
  });
  expect(((await executed.json()) as { code: number }).code).toBe(0);
}

async function usdt(request: APIRequestContext): Promise<number> {
  const answer = await callApi(request, `${server.url}/svc/wallet/wallet/user_asset`, { coin: 'USDT' }, LINH);
  expect(answer.code).toBe(0);
  return Number((answer.data as { asset: { money_all: string } }).asset.money_all);
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

for (const [i, locale] of ['vi-VN', 'th-TH', 'en-US'].entries()) {
  test(`a visitor sees the pool; a holder stakes, and after a settlement sees the payout (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const visitor = await open(browser, locale);
    const visitorConsole = watchConsole(visitor);
    await visitor.goto(`/${locale}/dividend`);
    await expect(visitor.getByTestId('pool-size')).toContainText('USDT');
    await expect(visitor.getByTestId('pool-countdown')).toHaveText(/^\d+:\d\d:\d\d$/);
    await expect(visitor.getByTestId('pool-login').getByRole('link')).toBeVisible();
    await expect(visitor.getByTestId('pool-period').first()).toBeVisible();
    await expectNoHorizontalScroll(visitor);
    await screenshot(visitor, `rewards/pool-visitor-${locale}`);
    await expectAccessible(visitor);
    visitorConsole.expectNone();

    const page = await open(browser, locale);
    const console = watchConsole(page);
    await openAs(page, '/pool', locale);
    await expect(page.getByTestId('pool-my-stake')).toContainText('KC');
    await expect(page.getByTestId('pool-my-share')).toHaveText(/%/);
    await expect(page.getByTestId('pool-my-estimate')).toContainText('USDT');
    await page.getByTestId('pool-amount').fill('10');
    await page.getByTestId('pool-submit').click();
    await expect(page.getByTestId('pool-message')).toContainText('10');
    await expect(page.getByTestId('pool-pending')).toContainText(PENDING[locale] as string);
    await expectNoHorizontalScroll(page);
    await screenshot(page, `rewards/pool-player-${locale}`);
    await expectAccessible(page);

    if (i === 0) {
      // An operator settles the open period now; Linh has held her demo stake all through it.
      const token = await opsToken(request);
      const list = await request.post(`${server.url}/ops-api/pool/periods`, {
        data: { page: 1 },
        headers: { 'Ops-Token': token },
      });
      const open = ((await list.json()) as { data: { list: { id: number; status: string }[] } }).data.list[0];
      expect(open?.status).toBe('open');
      // Earnings of the period, whatever the demo's games did to the house meanwhile.
      await swapFee(request);
      const before = await usdt(request);
      const settled = await request.post(`${server.url}/ops-api/pool/settle`, {
        data: { period_id: open?.id },
        headers: { 'Ops-Token': token },
      });
      const body = (await settled.json()) as { code: number; data: { period: { status: string } } };
      expect(body).toMatchObject({ code: 0, data: { period: { status: 'settled' } } });
      settledPeriod = open?.id ?? 0;
      const after = await usdt(request);
      expect(after).toBeGreaterThan(before);
      payout = String(Math.round((after - before) * 1e6) / 1e6);
    }

    await page.reload();
    const row = page.locator(`[data-testid="pool-period"][data-period="${settledPeriod}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('pool-my-payout')).toHaveText(/^\+\S+ USDT$/);
    expect(Number(payout)).toBeGreaterThan(0);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `rewards/pool-payout-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  });
}
