import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session-store.ts';
import { loginWithTelegramWidget, widgetPayloadFromQuery, withoutWidgetQuery } from './telegram-widget-login.ts';

const HASH = 'a'.repeat(64);

describe('Telegram Login Widget login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the redirect query, keeping exactly the fields Telegram sent', () => {
    const query = `?id=42&first_name=Lan&username=lanvo&auth_date=1700000000&hash=${HASH}&backUrl=%2Fwallet`;
    expect(widgetPayloadFromQuery(query)).toEqual({
      id: 42,
      first_name: 'Lan',
      username: 'lanvo',
      auth_date: 1700000000,
      hash: HASH,
    });
    expect(withoutWidgetQuery(query)).toBe('?backUrl=%2Fwallet');
    expect(widgetPayloadFromQuery('?id=42&auth_date=1700000000')).toBeUndefined();
    expect(widgetPayloadFromQuery(`?id=-1&auth_date=1&hash=${HASH}`)).toBeUndefined();
    expect(widgetPayloadFromQuery(`?id=1&auth_date=x&hash=${HASH}`)).toBeUndefined();
  });

  it('sends the payload with the bot name and stores the session', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push({ url, body: JSON.parse(String(init.body)) });
        const data = {
          user_id: 200777,
          user_secret_key: 'k'.repeat(64),
          username: 'Lan',
          user_login: 'tg_42',
          is_new: true,
        };
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
      }),
    );
    const payload = widgetPayloadFromQuery(`?id=42&first_name=Lan&auth_date=1700000000&hash=${HASH}`);
    if (!payload) throw new Error('no payload');
    expect(await loginWithTelegramWidget(payload, 'arcadia_bot')).toBe(true);
    expect(bodies).toEqual([
      {
        url: expect.stringMatching(/\/svc\/user\/user\/tg_web_login$/),
        body: { bot_name: 'arcadia_bot', id: 42, first_name: 'Lan', auth_date: 1700000000, hash: HASH },
      },
    ]);
    expect(useSession.getState()).toMatchObject({ userId: 200777, hasLogin: true });
  });
});
