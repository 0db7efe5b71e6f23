import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session-store.ts';
import { startTelegramWebLogin } from './telegram-web-login.ts';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });

describe('desktop login confirmed in Telegram', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('polls until the mini app confirms, then stores the session', async () => {
    const answers = [
      { token: 't'.repeat(32), url: 'https://t.me/arcadia_bot/app?startapp=x', expires_in: 300 },
      { status: 'pending' },
      { status: 'confirmed', user_id: 200123, user_secret_key: 'k'.repeat(64), username: 'Hoa', user_login: 'tg_1' },
    ];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return envelope(answers.shift());
      }),
    );
    const { url, done } = await startTelegramWebLogin(undefined, 5);
    expect(url).toMatch(/^https:\/\/t\.me\//);
    expect(await done).toBe(true);
    expect(urls.map((u) => u.split('/svc/tg')[1])).toEqual([
      '/tg/lb_web_login_init',
      '/tg/lb_web_login_result',
      '/tg/lb_web_login_result',
    ]);
    expect(useSession.getState()).toMatchObject({ userId: 200123, hasLogin: true });
  });

  it('gives up when the token expires', async () => {
    const answers = [{ token: 'u'.repeat(32), url: 'https://t.me/a/app', expires_in: 300 }, { status: 'expired' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(answers.shift())),
    );
    const { done } = await startTelegramWebLogin('arcadia_bot', 5);
    expect(await done).toBe(false);
  });
});
