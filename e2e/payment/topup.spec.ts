import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

/** Dragon Realm (the first demo product) and its demo merchant (apps/server/src/services/topup/seed.ts). */
const SHOP = '/task/recharge?gameId=1&mchId=mch_dragon';
const DELIVERED: Record<string, string> = { 'vi-VN': 'Đã giao', 'en-US': 'Delivered' };

async function call(
  request: APIRequestContext,
  path: string,
  body: object,
  who: { id: number; key: string },
  key?: string,
) {
  const headers: Record<string, string> = {
    TS: String(Math.floor(Date.now() / 1000)),
    NONCE: randomBytes(3).toString('hex').slice(0, 5),
    PLATFORM: 'h5',
    language: 'en-US',
    'Country-Code': 'vn',
    'User-Id': String(who.id),
    'User-Secret-Key': who.key,
    ...(key ? { 'Idempotency-Key': key } : {}),
  };
  return (await request.post(path, { data: body, headers })).json();
}

/** A new player with about 20 USDT, recharged through the payment sandbox as a player pays. */
async function fundedPlayer(request: APIRequestContext) {
  const who = await newPhonePlayer(request);
  const quote = await call(
    request,
    '/svc/payment/payment/quote',
    { channel: 'momo', direction: 'recharge', fiat_amount: '520000' },
    who,
  );
  expect(quote.code, JSON.stringify(quote)).toBe(0);
  const order = await call(
    request,
    '/svc/payment/payment/recharge',
    { quote_id: quote.data.quote_id },
    who,
    quote.data.quote_id,
  );
  expect(order.code, JSON.stringify(order)).toBe(0);
  const checkout = new URL(order.data.checkout_url).pathname;
  await request.post(`${checkout}/pay`, { maxRedirects: 0 });
  await expect
    .poll(async () => (await call(request, '/svc/payment/payment/orders', {}, who)).data?.list?.[0]?.status, {
      timeout: 20_000,
    })
    .toBe('paid');
  return who;
}

test.describe.configure({ mode: 'serial' });

test('a player tops up a game package and sees it delivered (vi-VN)', async ({ page, request }) => {
  const console = watchConsole(page);
  const player = await fundedPlayer(request);
  await openAs(page, `/vi-VN${SHOP}`, player);
  await expect(page.getByTestId('topup-game')).toHaveText('Dragon Realm');
  await page.getByTestId('topup-pack-d300').click();
  await screenshot(page, 'topup-vi-VN');
  await expectAccessible(page);
  await page.getByTestId('topup-account').fill('12');
  await page.getByTestId('topup-buy').click();
  await expect(page.getByText('Nhập Player ID hợp lệ, ví dụ 10023456')).toBeVisible();
  await page.getByTestId('topup-account').fill('10023456');
  await page.getByTestId('topup-buy').click();
  await expect(page.getByTestId('topup-message')).toBeVisible();
  const order = page.getByTestId('topup-order').first();
  await expect(order).toContainText('300 + 30 diamonds');
  await expect(order).toHaveAttribute('data-status', 'delivered', { timeout: 20_000 });
  await expect(order).toContainText(DELIVERED['vi-VN'] as string);
  await screenshot(page, 'topup-delivered-vi-VN');
  await expectAccessible(page);
  console.expectNone();
});

test('the shop in English, and a clear empty state for an unknown game (en-US)', async ({ page, request }) => {
  const console = watchConsole(page);
  const player = await newPhonePlayer(request);
  await openAs(page, `/en-US${SHOP}`, player);
  await expect(page.getByTestId('topup-pack-d60')).toBeVisible();
  await screenshot(page, 'topup-en-US');
  await expectAccessible(page);
  await page.goto('/en-US/task/recharge?gameId=999999&mchId=mch_nobody');
  await expect(page.getByTestId('topup-none')).toBeVisible();
  await expect(page.getByText('No top-ups for this game')).toBeVisible();
  await screenshot(page, 'topup-unknown-en-US');
  await expectAccessible(page);
  console.expectNone();
});
