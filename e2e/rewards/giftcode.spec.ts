import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { BUDI, expectNoHorizontalScroll, DEMO as LINH, openAs } from '../wallet/helpers.ts';

/**
 * Red packets (issue 18): Budi wraps one from his HAPPY balance (vi-VN), Linh opens its link in another browser
 * (th-TH) and claims it, a visitor sees it and is asked to log in (en-US); both balances move by the packet's amount.
 * HAPPY is a coin no other spec counts, so the shared demo players' other balances stay as they were.
 */

/** The HAPPY balance the create form shows (in the page's locale, e.g. "880,00" or "880.00"), as a number. */
async function happyBalance(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'HAPPY', exact: true }).click();
  const hint = await page.getByTestId('giftcode-amount').locator('xpath=..').locator('..').textContent();
  const match = /([\d.,\s]+)\s*HAPPY/.exec(hint ?? '');
  if (!match?.[1]) throw new Error(`no HAPPY balance in ${hint}`);
  const digits = match[1].trim();
  // vi-VN writes 1.234,56; th-TH and en-US write 1,234.56.
  const normal = /,\d{2}$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  return Number(normal);
}

async function phone(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  return page;
}

test('a red packet goes from one player to another through its link', async ({ browser }) => {
  test.setTimeout(120_000);
  const budiContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const budi = await phone(budiContext);
  const budiConsole = watchConsole(budi);
  await openAs(budi, '/giftcode', 'vi-VN', BUDI);
  await expect(budi.getByTestId('giftcode-form')).toBeVisible();
  const budiBefore = await happyBalance(budi);
  expect(budiBefore).toBeGreaterThanOrEqual(10);
  await screenshot(budi, 'rewards/giftcode-create-vi-VN');
  await expectAccessible(budi);
  await expectNoHorizontalScroll(budi);

  // Same amount for two friends: 5 HAPPY each, 10 in all.
  await budi.getByRole('tab', { name: 'Chia đều' }).click();
  await budi.getByTestId('giftcode-amount').fill('5');
  await budi.getByTestId('giftcode-claims').fill('2');
  await budi.getByTestId('giftcode-message').fill('Chúc mừng năm mới!');
  await expect(budi.getByTestId('giftcode-total')).toContainText('10');
  await budi.getByTestId('giftcode-create').click();
  await expect(budi.getByTestId('giftcode-share-page')).toBeVisible();
  const code = (await budi.getByTestId('share-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  await expect(budi.getByTestId('share-link')).toContainText(`/vi-VN/gift/${code}`);
  await expect(budi.getByTestId('share-progress')).toContainText('0/2');
  await screenshot(budi, 'rewards/giftcode-share-vi-VN');
  await expectAccessible(budi);

  // Linh opens the link in her own browser, in Thai, and claims.
  const linhContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const linh = await phone(linhContext);
  const linhConsole = watchConsole(linh);
  await openAs(linh, '/giftcode', 'th-TH', LINH);
  await expect(linh.getByTestId('giftcode-form')).toBeVisible();
  const linhBefore = await happyBalance(linh);
  await linh.goto(`/th-TH/gift/${code}`);
  await expect(linh.getByTestId('gift-envelope')).toContainText('Bu***so');
  await expect(linh.getByTestId('gift-envelope')).toContainText('Chúc mừng năm mới!');
  await expect(linh.getByTestId('gift-left')).toContainText('2');
  await screenshot(linh, 'rewards/giftcode-gift-th-TH');
  await expectAccessible(linh);
  await linh.getByTestId('gift-open').click();
  await expect(linh.getByTestId('gift-got')).toContainText('5');
  await expect(linh.getByTestId('gift-left')).toContainText('1 จาก 2');
  await screenshot(linh, 'rewards/giftcode-opened-th-TH');
  await expectAccessible(linh);
  await linh.goto('/th-TH/giftcode');
  await expect(linh.getByTestId('giftcode-form')).toBeVisible();
  expect(await happyBalance(linh)).toBe(linhBefore + 5);
  await linh.getByRole('tab', { name: 'ที่เปิด' }).click();
  await expect(linh.getByTestId('giftcode-history-claimed')).toContainText('Bu***so');
  await screenshot(linh, 'rewards/giftcode-history-th-TH');

  // A visitor (no session) sees the packet and is asked to log in, then comes back to it.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await phone(visitorContext);
  await visitor.goto(`/en-US/gift/${code}`);
  await expect(visitor.getByTestId('gift-envelope')).toContainText('From Bu***so');
  await expect(visitor.getByTestId('gift-left')).toContainText('1 of 2');
  const login = visitor.getByTestId('gift-login');
  await expect(login).toHaveAttribute('href', `/en-US/user/login-home?backUrl=${encodeURIComponent(`/gift/${code}`)}`);
  await screenshot(visitor, 'rewards/giftcode-visitor-en-US');
  await expectAccessible(visitor);
  // The link preview without JavaScript: the masked sender and the share image.
  const html = await (await visitor.request.get(`/en-US/gift/${code}`)).text();
  expect(html).toContain('<title>Bu***so sent you a gift</title>');
  expect(html).toMatch(/og:image" content="[^"]+\/resource\/giftcode\/red-packet-share\.png"/);

  // Budi's balance is 10 HAPPY lower; his history shows one of two opened.
  await budi.goto('/en-US/giftcode');
  await expect(budi.getByTestId('giftcode-form')).toBeVisible();
  expect(await happyBalance(budi)).toBe(budiBefore - 10);
  await expect(budi.getByTestId('giftcode-history-created')).toContainText('1/2');
  await screenshot(budi, 'rewards/giftcode-history-en-US');
  await expectAccessible(budi);
  budiConsole.expectNone();
  linhConsole.expectNone();
  await Promise.all([budiContext.close(), linhContext.close(), visitorContext.close()]);
});
