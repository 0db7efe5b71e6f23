import { encodeStartParam } from '@arcadia/contract/calls/tg/start-param';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import { openInTelegram, signedContact, tgEvents, tgSend } from './telegram-client.ts';

let nextTgUser = 880000 + (Date.now() % 10000) * 10;
const newTgUser = () => ++nextTgUser;

async function waitForLogin(page: Page) {
  const answer = await page.waitForResponse((r) => r.url().includes('/svc/tg/tg/register_or_login'));
  const body = await answer.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
  return body.data as { user_id: number; user_secret_key: string };
}

const eventTypes = async (page: Page) => (await tgEvents(page)).map((e) => e.type);

test.describe('Telegram Mini App (protocol level)', () => {
  test('starts the client, applies the theme and logs in with validated initData', async ({ page }) => {
    const console = watchConsole(page);
    const tgUserId = newTgUser();
    const userCalls: Record<string, string>[] = [];
    page.on('request', (r) => r.url().includes('/svc/user/') && userCalls.push(r.headers()));
    const loginPromise = waitForLogin(page);
    await openInTelegram(page, '/vi-VN/', { tgUserId });
    const session = await loginPromise;
    expect(session.user_id).toBeGreaterThan(0);
    const events = await tgEvents(page);
    const types = events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['web_app_ready', 'web_app_expand']);
    expect(events).toContainEqual({ type: 'web_app_setup_swipe_behavior', data: { allow_vertical_swipe: false } });
    expect(events).toContainEqual({ type: 'web_app_setup_back_button', data: { is_visible: true } });
    expect(types).toContain('web_app_request_safe_area');
    const vars = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {
        bg: style.getPropertyValue('--c-bg').trim(),
        scheme: document.documentElement.dataset.theme,
        top: style.getPropertyValue('--tg-safe-area-inset-top'),
        shellTop: style.getPropertyValue('--safe-top'),
        shellBottom: style.getPropertyValue('--safe-bottom'),
      };
    });
    expect(vars).toEqual({ bg: '#ffffff', scheme: 'light', top: '24px', shellTop: '24px', shellBottom: '16px' });
    // The user info follows the login, with PLATFORM tg.
    await expect.poll(() => userCalls.some((h) => h['user-id'] === String(session.user_id))).toBe(true);
    expect(userCalls.every((h) => h.platform === 'tg')).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'hosts-tg-home');
    await expectAccessible(page);
    console.expectNone();
  });

  test('back button follows the map and asks before closing on home', async ({ page }) => {
    await openInTelegram(page, '/vi-VN/', { tgUserId: newTgUser() });
    await waitForLogin(page);
    const cases: [string, string][] = [
      ['/vi-VN/wallet', '/vi-VN/'],
      ['/vi-VN/win/history', '/vi-VN/win'],
      ['/vi-VN/inbet/money', '/vi-VN/inbet'],
      ['/vi-VN/library', '/vi-VN/'],
    ];
    for (const [from, to] of cases) {
      await page.evaluate((href) => {
        history.pushState(null, '', href);
        dispatchEvent(new PopStateEvent('popstate'));
      }, from);
      await tgSend(page, 'back_button_pressed');
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    }
    // Elsewhere: history back.
    await page.evaluate(() => {
      history.pushState(null, '', '/vi-VN/wallet');
      dispatchEvent(new PopStateEvent('popstate'));
      history.pushState(null, '', '/vi-VN/task/details?taskId=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await tgSend(page, 'back_button_pressed');
    await expect(page).toHaveURL(/\/vi-VN\/wallet$/);

    // Home: a popup with close and cancel; cancel keeps the app, close closes it.
    await page.evaluate(() => {
      history.pushState(null, '', '/vi-VN/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await tgSend(page, 'back_button_pressed');
    await expect.poll(() => eventTypes(page)).toContain('web_app_open_popup');
    const popup = (await tgEvents(page)).find((e) => e.type === 'web_app_open_popup');
    expect(popup?.data.buttons).toEqual([
      { id: 'close', type: 'destructive', text: expect.any(String) },
      { id: 'cancel', type: 'cancel' },
    ]);
    await tgSend(page, 'popup_closed', { button_id: 'cancel' });
    // The next back press opens the popup again: the app handled the cancel before it, and did not close.
    await tgSend(page, 'back_button_pressed');
    await expect
      .poll(async () => (await eventTypes(page)).filter((type) => type === 'web_app_open_popup').length)
      .toBe(2);
    expect(await eventTypes(page)).not.toContain('web_app_close');
    await tgSend(page, 'popup_closed', { button_id: 'close' });
    await expect.poll(() => eventTypes(page)).toContain('web_app_close');
  });

  test('the start parameter routes to its path in its language', async ({ page }) => {
    const startParam = encodeStartParam({ path: '/wallet', language: 'en-US', from: 'e2e' });
    expect(startParam).toMatch(/^[A-Za-z0-9_-]{0,512}$/);
    const loginPromise = waitForLogin(page);
    await openInTelegram(page, '/vi-VN/', { tgUserId: newTgUser(), startParam });
    await loginPromise;
    await expect(page).toHaveURL(/\/en-US\/wallet$/);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'hosts-tg-start-param');
  });

  test('binds the phone by the contact Telegram shares', async ({ page }) => {
    const tgUserId = newTgUser();
    const phone = `8490${String(tgUserId).slice(-7)}`;
    const loginPromise = waitForLogin(page);
    await openInTelegram(page, '/vi-VN/', { tgUserId, contact: signedContact(tgUserId, phone) });
    await loginPromise;
    const bound = page.waitForResponse((r) => r.url().includes('/svc/tg/tg/auth_contact'));
    await page.evaluate(() => {
      history.pushState(null, '', '/vi-VN/user/bind-phone?backUrl=%2Fwallet');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const body = await (await bound).json();
    expect(body).toMatchObject({ code: 0, data: { phone_number: `+${phone}` } });
    expect(await eventTypes(page)).toContain('web_app_request_phone');
    await expect(page).toHaveURL(/\/vi-VN\/wallet$/);
  });

  test('without a bot name there is no login and binding reports failure', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let loginCalls = 0;
    page.on('request', (r) => r.url().includes('register_or_login') && loginCalls++);
    await openInTelegram(page, '/vi-VN/', { tgUserId: newTgUser(), bot: null });
    await page.waitForLoadState('networkidle');
    expect(loginCalls).toBe(0);
    expect(await eventTypes(page)).toContain('web_app_ready');
  });
});
