import { expect as baseExpect, test } from '@playwright/test';
import { ANA, LINH } from '../session/session-support.ts';

const BUDI = { id: 100002, key: 'demo0000000000000000000000000000000000000000000000000000000budi' };

import { advanceTestClock, expectAccessible, screenshot, watchConsole } from '../support.ts';

/**
 * Pets (issue 19, docs/pets.md): demo Linh (500 KC, no pet) sees the published odds, draws a pet, finds it earning
 * on /petV2, lets two hours pass on the pets test clock, collects, levels it up in the pet's sheet and finds her
 * place in the ranking, lists it for rent; Budi (ko-KR) rents it, collects its output, the pet comes back at expiry
 * (test clock), Linh sells it and Budi buys it. Ana (ko-KR, demo pets) sees the guide, races a pet (and sees it in her race history) and rolls an NFT.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

test('draw a pet, watch it earn, collect, level up, rank (vi-VN)', async ({ browser, baseURL }) => {
  // Two players, a rental and a sale on a shared 2-core machine: more than the default 45 s.
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE, locale: 'vi-VN', baseURL });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/vi-VN/petV2?userId=${LINH.id}&secretKey=${LINH.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
  await expect(page.getByTestId('pets-page')).toBeVisible();
  await expect(page.getByText('Chưa có thú cưng')).toBeVisible();
  await screenshot(page, 'pets/pets-empty-vi-VN');

  await page.getByTestId('pets-to-draw').click();
  await expect(page.getByTestId('pet-odds')).toContainText(/60[.,]00 %/);
  await screenshot(page, 'pets/pet-draw-vi-VN');
  await expectAccessible(page);
  await page.getByTestId('pet-draw').click();
  const result = page.getByTestId('pet-draw-result');
  await expect(result).toContainText('PET-');
  await screenshot(page, 'pets/pet-draw-result-vi-VN');

  await page.getByTestId('pet-draw-to-mine').click();
  const card = page
    .locator('[data-testid^="pet-"]')
    .filter({ has: page.getByTestId('pet-collect') })
    .first();
  await expect(card).toBeVisible();
  await advanceTestClock(page.request, 'pets', 2 * 3600);
  await page.reload();
  await expect(card.getByTestId('pet-accrued')).not.toContainText(/: 0 KC/);
  await screenshot(page, 'pets/pets-earning-vi-VN');
  await expectAccessible(page);
  await card.getByTestId('pet-collect').click();
  await expect(page.getByText(/Đã thu/)).toBeVisible();

  await card.getByTestId('pet-open').click();
  const sheet = page.getByTestId('pet-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('pet-level')).toHaveText('1');
  await sheet.getByTestId('pet-level-up').click();
  await expect(sheet.getByTestId('pet-level')).toHaveText('2');
  await screenshot(page, 'pets/pet-sheet-vi-VN');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Xếp hạng' }).click();
  await expect(page.getByTestId('pets-my-rank')).toBeVisible();
  await screenshot(page, 'pets/pets-rank-vi-VN');

  // List it for rent: 1 KC a day for 1 day.
  await page.getByRole('tab', { name: 'Thú của tôi' }).click();
  const token = (await card.locator('p').first().textContent())?.match(/PET-\d+/)?.[0] as string;
  await card.getByTestId('pet-open').click();
  await sheet.getByTestId('list-price').fill('1');
  await sheet.getByTestId('list-days').fill('1');
  await screenshot(page, 'pets/pet-list-form-vi-VN');
  await sheet.getByTestId('list-submit').click();
  await expect(sheet.getByTestId('pet-listed')).toBeVisible();
  await page.keyboard.press('Escape');

  // Budi rents it (ko-KR), collects its output, and it goes back at expiry.
  const other = await browser.newContext({ ...PHONE, locale: 'ko-KR', baseURL });
  const budi = await other.newPage();
  await budi.goto(`/ko-KR/petV2?userId=${BUDI.id}&secretKey=${BUDI.key}`);
  await expect(budi).not.toHaveURL(/secretKey/);
  await budi.getByRole('tab', { name: '마켓' }).click();
  await budi.getByRole('tab', { name: '대여', exact: true }).click();
  const listing = budi.locator('[data-testid^="listing-"]').filter({ hasText: token });
  await expect(listing).toBeVisible();
  await screenshot(budi, 'pets/pets-market-rent-ko-KR');
  await expectAccessible(budi);
  await listing.getByTestId('listing-take').click();
  await expect(budi.getByText(/대여 완료/)).toBeVisible();
  await budi.getByRole('tab', { name: '내 펫' }).click();
  const rented = budi.locator('[data-testid^="pet-"]').filter({ hasText: token });
  await expect(rented.getByTestId('pet-rent-tag')).toBeVisible();
  await advanceTestClock(budi.request, 'pets', 3 * 3600);
  await budi.reload();
  await expect(rented.getByTestId('pet-accrued')).not.toContainText(/: 0 KC/);
  await screenshot(budi, 'pets/pets-rented-ko-KR');
  await rented.getByTestId('pet-collect').click();
  await expect(budi.getByText(/KC 수확/)).toBeVisible();

  await advanceTestClock(budi.request, 'pets', 24 * 3600);
  await expect
    .poll(async () => {
      await budi.reload();
      await expect(budi.getByTestId('pets-balance')).toBeVisible();
      return budi.locator('[data-testid^="pet-"]').filter({ hasText: token }).count();
    })
    .toBe(0);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('pet-rent-tag')).toHaveCount(0);

  // Linh sells it to Budi.
  await card.getByTestId('pet-open').click();
  await sheet.getByRole('tab', { name: 'Bán', exact: true }).click();
  await sheet.getByTestId('list-price').fill('50');
  await sheet.getByTestId('list-submit').click();
  await expect(sheet.getByTestId('pet-listed')).toBeVisible();
  await page.keyboard.press('Escape');
  await budi.getByRole('tab', { name: '마켓' }).click();
  const forSale = budi.locator('[data-testid^="listing-"]').filter({ hasText: token });
  await expect(forSale).toBeVisible();
  await screenshot(budi, 'pets/pets-market-sale-ko-KR');
  await forSale.getByTestId('listing-take').click();
  await expect(budi.getByText(/구매 완료/)).toBeVisible();
  await budi.getByRole('tab', { name: '내 펫' }).click();
  await expect(budi.locator('[data-testid^="pet-"]').filter({ hasText: token })).toBeVisible();
  await page.reload();
  // The sold pet is gone once the list has loaded (before it, the count is 0 trivially).
  await expect(page.getByTestId('pets-balance')).toBeVisible();
  await expect(page.locator('[data-testid^="pet-"]').filter({ hasText: token })).toHaveCount(0);
  await screenshot(page, 'pets/pets-after-sale-vi-VN');

  // Both see the trades in their history: Linh sold and rented out, Budi bought and rented (newest first).
  await page.getByRole('tab', { name: 'Lịch sử' }).click();
  const mine = page.getByTestId('pet-history').locator('li').filter({ hasText: token });
  await expect(mine.nth(0)).toContainText('Bán cho');
  await expect(mine.nth(0)).toContainText('+47,50 KC');
  await expect(mine.nth(1)).toContainText('Cho');
  await expect(mine.nth(1)).toContainText('Đã trả');
  await screenshot(page, 'pets/pets-history-vi-VN');
  await expectAccessible(page);
  await budi.getByRole('tab', { name: '기록' }).click();
  const theirs = budi.getByTestId('pet-history').locator('li').filter({ hasText: token });
  await expect(theirs.nth(0)).toContainText('구매');
  await expect(theirs.nth(1)).toContainText('대여');
  await screenshot(budi, 'pets/pets-history-ko-KR');
  errors.expectNone();
  await other.close();
  await context.close();
});

test('pets, draw and guide in ko-KR', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...PHONE, locale: 'ko-KR', baseURL });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/ko-KR/petV2?userId=${ANA.id}&secretKey=${ANA.key}`);
  await expect(page).not.toHaveURL(/secretKey/);
  await expect(page.getByTestId('pet-collect').first()).toBeVisible();
  await screenshot(page, 'pets/pets-ko-KR');
  await expectAccessible(page);
  await page.goto('/ko-KR/petV2/draw');
  await expect(page.getByTestId('pet-odds')).toContainText(/2[.,]00 %/);
  await screenshot(page, 'pets/pet-draw-ko-KR');
  await page.goto('/ko-KR/petV2/guide');
  await expect(page.getByTestId('pet-guide-page')).toContainText('KC');
  await screenshot(page, 'pets/pet-guide-ko-KR');
  await expectAccessible(page);
  await page.goto('/ko-KR/petGame');
  await expect(page.getByTestId('race-rewards')).toContainText('KC');
  await page.getByTestId('race-go').click();
  await expect(page.getByTestId('race-result')).toContainText(/위/);
  // The race just run is in "Your races" with its entry and place.
  await expect(page.getByTestId('race-history').locator('li').first()).toContainText(/무료 참가|참가비/);
  await page.getByTestId('race-history-section').scrollIntoViewIfNeeded();
  await screenshot(page, 'pets/pet-race-ko-KR');
  await expectAccessible(page);
  await page.goto('/ko-KR/rollnft');
  await expect(page.getByTestId('roll-table')).toContainText('%');
  await page.getByTestId('roll-go').click();
  await expect(page.getByTestId('roll-result')).toContainText(/획득/);
  await screenshot(page, 'pets/rollnft-ko-KR');
  await expectAccessible(page);
  errors.expectNone();
  await context.close();
});
