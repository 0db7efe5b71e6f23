import { type APIRequestContext, expect, test } from '@playwright/test';
import { LINH, openAs } from '../session/session-support.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';

interface Popup {
  id: number;
  title: string;
  body: string;
  image: string;
  button: string;
  deep_link: string;
}

const nonce = () => Math.random().toString(36).slice(2, 7).padEnd(5, '0');

/** The seeded popups (services/popups/seed.ts) by their English title, found through the public detail call. */
async function seededPopups(request: APIRequestContext): Promise<Map<string, Popup>> {
  const found = new Map<string, Popup>();
  for (let id = 1; id <= 40; id++) {
    const response = await request.get(`/svc/popups/popups/detail?id=${id}`, {
      headers: { TS: String(Math.floor(Date.now() / 1000)), NONCE: nonce(), PLATFORM: 'h5', language: 'en-US' },
    });
    const answer = (await response.json()) as { code: number; data: { popup: Popup } };
    if (answer.code === 0) found.set(answer.data.popup.title, answer.data.popup);
  }
  return found;
}

/**
 * Which seeded popup each locale opens, what it says there, and where its button leads; a player from a push, or a
 * visitor (the page needs no login).
 */
const CASES = [
  {
    locale: 'vi-VN',
    en: 'Your first steps pay',
    title: 'Những bước đầu có thưởng',
    button: 'Bắt đầu ngay',
    player: true,
  },
  {
    locale: 'th-TH',
    en: 'Welcome rewards for new players',
    title: 'รางวัลต้อนรับผู้เล่นใหม่',
    button: 'ดูขั้นตอน',
    player: true,
  },
  {
    locale: 'en-US',
    en: 'Lucky code draws are open',
    title: 'Lucky code draws are open',
    button: 'Get a code',
    player: false,
  },
] as const;

for (const c of CASES) {
  test(`a seeded popup opens as a page and its button leads into the app (${c.locale})`, async ({ page, request }) => {
    const console = watchConsole(page);
    const popup = (await seededPopups(request)).get(c.en);
    expect(popup, `seeded popup "${c.en}"`).toBeDefined();
    if (!popup) return;
    const path = `/${c.locale}/buildDialog/${popup.id}`;
    if (c.player) await openAs(page, path, LINH);
    else await page.goto(path);
    const dialog = page.getByTestId('build-dialog');
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(c.title);
    await expect(dialog.locator('img')).toHaveAttribute('src', popup.image);
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const button = page.getByTestId('build-dialog-button');
    await expect(button).toHaveText(c.button);
    await screenshot(page, `rewards/build-dialog-${c.locale}`);
    await expectAccessible(page);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/${c.locale}${popup.deep_link}$`));
    console.expectNone();
  });
}

test('an unknown popup shows that the message is gone, with a way home (vi-VN)', async ({ page }) => {
  await page.goto('/vi-VN/buildDialog/999999');
  await expect(page.getByText('Thông báo này không còn nữa')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/vi-VN\/?$/);
});
