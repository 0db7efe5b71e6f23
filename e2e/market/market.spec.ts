import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { ANA, LINH } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * Market (issue 20, docs/market.md): Ana places a limit sell of 1 XMT through /market/detail between the demo book's
 * best bid and best ask; Linh buys exactly that with a market order (API); Ana's /market/history shows it filled and
 * the detail page's last price is the fill price. The stock tab lists ARC with its stock id and the 151/221 reference
 * prices; Ana buys ARC on its detail page. The stable tab quotes USDT with a countdown and takes the quote to the
 * sandbox checkout. Screens at 375x812 in en-US and vi-VN.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const SYMBOL = 'XMT_USDT';
const U = 1_000_000n;
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
const micro = (v: string) => {
  const [whole, frac = ''] = v.split('.');
  return BigInt(whole ?? '0') * U + BigInt(frac.padEnd(6, '0').slice(0, 6));
};
const decimal = (m: bigint) => {
  const frac = String(m % U)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return frac ? `${m / U}.${frac}` : String(m / U);
};

/** A price strictly inside the demo book's spread, so the sell rests as the best ask. */
async function insidePrice(request: APIRequestContext): Promise<string> {
  const answer = await (
    await request.get(`/svc/market/market/depth?symbol=${SYMBOL}`, { headers: headersOf(LINH) })
  ).json();
  expect(answer.code).toBe(0);
  const bid = micro(answer.data.bids[0].price);
  const ask = micro(answer.data.asks[0].price);
  expect(ask - bid).toBeGreaterThan(1n);
  return decimal((bid + ask) / 2n);
}

/** Ana, logged in by the spec's URL credentials (which leave the address), on the market's list of pairs. */
async function openMarketAsAna(page: Page) {
  await page.goto(`/en-US/market?userId=${ANA.id}&secretKey=${ANA.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
  await expect(page.getByTestId('market-pair')).toHaveCount(5);
}

test('a limit sell placed on the page is filled by another player', async ({ page, request }) => {
  const console = watchConsole(page);
  await openMarketAsAna(page);
  await expect(page.getByTestId('market-pair').first()).toContainText('%');
  await expectAccessible(page);
  await screenshot(page, 'market/market-list-en');

  await expect(page.getByTestId('market-refs').first()).toContainText(/151: .+%\) · 221: .+%\)/);

  await page.getByTestId('market-pair').filter({ hasText: 'XMT' }).click();
  await expect(page.getByTestId('market-detail')).toBeVisible();
  // The chart comes on a tap (the charting library stays out of the first load) and stays on for this device.
  await expect(page.getByTestId('market-chart-off')).toContainText('Last 1h: O');
  await screenshot(page, 'market/market-detail-chart-off-en');
  await page.getByTestId('market-chart-show').click();
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('market-asks').locator('tbody tr')).toHaveCount(6);

  // The form checks its fields before sending.
  await page.getByTestId('market-side-sell').click();
  await page.getByTestId('market-submit').click();
  await expect(page.getByText('Enter a value').first()).toBeVisible();

  const price = await insidePrice(request);
  await page.getByTestId('market-price').fill(price);
  await page.getByTestId('market-amount').fill('1');
  await page.getByTestId('market-submit').click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page.getByTestId('market-asks').locator('tbody tr')).toHaveCount(7);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'market/market-detail-en');

  // Linh buys exactly 1 XMT at that price with a market order.
  const bought = await request.post('/svc/market/market/place_order', {
    data: { symbol: SYMBOL, side: 'buy', type: 'market', quote_amount: price },
    headers: headersOf(LINH, { 'Idempotency-Key': `e2e-market-${Date.now()}` }),
  });
  const answer = await bought.json();
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  expect(answer.data.status).toBe('filled');

  await page.getByRole('link', { name: 'My orders' }).click();
  // Ana's sell of XMT (the other test buys ARC for her meanwhile).
  const mine = page
    .getByTestId('market-history')
    .getByTestId('market-order')
    .filter({ hasText: 'Sell XMT/USDT' })
    .first();
  await expect(mine).toHaveAttribute('data-status', 'filled');
  await expect(page.getByTestId('market-open').getByText('No open orders')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'market/market-history-en');

  await page.goto(`/en-US/market/detail?symbol=${SYMBOL}`);
  const shown = (await page.getByTestId('market-last').textContent())?.replace(/,/g, '') ?? '';
  expect(micro(shown)).toBe(micro(price));

  // The chart opened earlier on this device comes back without a tap.
  await page.goto(`/vi-VN/market/detail?symbol=${SYMBOL}`);
  await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();
  await screenshot(page, 'market/market-detail-vi');
  await page.goto('/vi-VN/market/history');
  await expect(page.getByTestId('market-order').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'market/market-history-vi');
  console.expectNone();
});

test('stocks and the stable coin: ARC bought at market on its page, a USDT quote taken to checkout', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openMarketAsAna(page);
  await page.getByRole('tab', { name: 'Stocks' }).click();
  const arc = page.getByTestId('market-pair').filter({ hasText: 'ARC' });
  await expect(arc).toContainText('Stock ID 1001');
  await expect(arc.getByTestId('market-refs')).toContainText('151: ');
  await expectAccessible(page);
  await screenshot(page, 'market/market-stocks-en');
  await page.getByRole('tab', { name: 'Stablecoin' }).click();
  await page.getByTestId('stable-amount').fill('1000');
  await page.getByTestId('stable-get-quote').click();
  await expect(page.getByTestId('stable-quote')).toBeVisible();
  await expect(page.getByTestId('stable-get')).toContainText('USDT');
  await expect(page.getByTestId('stable-countdown')).toContainText(/Rate held for [12]:\d\d/);
  await expectAccessible(page);
  await screenshot(page, 'market/market-stable-en');

  // The stock: its detail page shows the references, and a market buy of ARC fills against the demo makers.
  await page.goto('/en-US/market/detail?symbol=ARC_USDT');
  await expect(page.getByTestId('market-detail-refs')).toContainText(/151: .+ · 221: /);
  await expect(page.getByText('Stock ID 1001')).toBeVisible();
  await page.getByTestId('market-side-buy').click();
  await page.getByTestId('market-type-market').click();
  await page.getByTestId('market-amount').fill('40');
  await page.getByTestId('market-submit').click();
  await expect(page.getByText('Order filled')).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'market/market-stock-detail-en');

  await page.goto('/vi-VN/market');
  await expect(page.getByTestId('market-pair')).toHaveCount(5);
  await screenshot(page, 'market/market-list-vi');
  await page.goto('/vi-VN/market?tab=stock');
  await expect(page.getByTestId('market-pair').filter({ hasText: 'ARC' })).toContainText('1001');
  await expect(page.getByTestId('market-refs').first()).toContainText('221: ');
  await screenshot(page, 'market/market-stocks-vi');
  await page.goto('/vi-VN/market?tab=stable');
  await page.getByTestId('stable-amount').fill('500000');
  await page.getByTestId('stable-get-quote').click();
  await expect(page.getByTestId('stable-countdown')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'market/market-stable-vi');
  // Taking the quote opens the payment core's checkout for the order (the sandbox provider).
  await page.getByTestId('stable-confirm').click();
  await expect(page).toHaveURL(/\/payment-sandbox\/checkout\/sbx_/);
  console.expectNone();
});
