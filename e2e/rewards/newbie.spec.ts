import { expect, test } from '@playwright/test';
import { callApi, newPhonePlayer, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

const newPlayer = newPhonePlayer;

const CLAIMED: Record<string, string> = { 'vi-VN': 'Đã nhận', 'th-TH': 'รับแล้ว', 'en-US': 'Claimed' };
const CHECKIN: Record<string, string> = {
  'vi-VN': 'Điểm danh hằng ngày',
  'th-TH': 'เช็กอินรายวัน',
  'en-US': 'Daily check-in',
};

for (const locale of ['vi-VN', 'th-TH', 'en-US']) {
  test(`a new player claims a first step and finds it in their rewards (${locale})`, async ({ page, request }) => {
    const console = watchConsole(page);
    const player = await newPlayer(request);
    await openAs(page, `/${locale}/activity/newbie`, player);
    const step = page.getByTestId('newbie-step-bind_phone');
    await expect(step.getByTestId('newbie-claim')).toBeVisible();
    await expect(page.getByTestId('newbie-step-first_task').getByRole('link')).toBeVisible();
    await screenshot(page, `rewards/newbie-${locale}`);
    await expectAccessible(page);
    await step.getByTestId('newbie-claim').click();
    await expect(page.getByTestId('newbie-message')).toContainText('+10');
    await expect(step).toContainText(CLAIMED[locale] as string);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

    // A daily check-in is a reward too: both show on /reward, read from the ledger.
    expect((await callApi(request, '/svc/task/task/checkin', {}, player)).code).toBe(0);
    await page.goto(`/${locale}/reward`);
    await expect(page.getByTestId('reward-row')).toHaveCount(2);
    await expect(page.getByTestId('reward-row').first()).toContainText(CHECKIN[locale] as string);
    await expect(page.getByTestId('reward-totals')).toContainText('20');
    await screenshot(page, `rewards/reward-${locale}`);
    await expectAccessible(page);

    await page.goto(`/${locale}/reward/guide`);
    await expect(page.getByTestId('catalogue-checkin')).toBeVisible();
    await expect(page.getByTestId('catalogue-task')).toContainText('KC');
    await screenshot(page, `rewards/reward-guide-${locale}`);
    await expectAccessible(page);
    console.expectNone();
  });
}

test('the introduction shows once, then a returning player goes straight home (vi-VN)', async ({ page, request }) => {
  const player = await newPlayer(request);
  await openAs(page, '/vi-VN/splash', player);
  await expect(page.getByTestId('splash-page')).toBeVisible();
  await screenshot(page, 'rewards/splash-vi-VN');
  await expectAccessible(page);
  for (let i = 0; i < 3; i++) await page.getByTestId('splash-next').click();
  await expect(page).toHaveURL(/\/vi-VN\/?$/);
  await page.goto('/vi-VN/splash');
  await expect(page).toHaveURL(/\/vi-VN\/?$/);
});

test('visitors read the guide; their own rewards ask them to log in (en-US)', async ({ page }) => {
  await page.goto('/en-US/reward/guide');
  await expect(page.getByTestId('catalogue-newbie')).toContainText('once');
  await page.goto('/en-US/reward');
  await expect(page).toHaveURL(/\/user\/login/);
});
