import { ErrorCode } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { BOT_NAME, makeInitData, OTHER_BOT, OTHER_TOKEN, useTgEnv } from '../tg/tg-fixtures.ts';
import { expectCode, get, post } from '../user/support.ts';
import { widgetPayload } from './widget.ts';

useTgEnv();
const LOGIN = '/user/tg_web_login';

describe.each(DB_KINDS)('Telegram Login Widget login (tg_web_login) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  it('creates the player on first login, and the key opens a session', async () => {
    const data = expectCode(await post(t, LOGIN, widgetPayload({ tgUserId: 660010 })), 0);
    expect(data).toMatchObject({ username: 'Lan Vo', user_login: 'tg_660010', is_new: true });
    expect(data.user_secret_key).toMatch(/^[0-9a-f]{64}$/);
    const info = expectCode(
      await get(t, '/user/reg_info', { userId: data.user_id, secretKey: data.user_secret_key }),
      0,
    );
    expect(info).toBeTruthy();
  });

  it('logs in the same player as /tg/register_or_login for that Telegram user, both ways round', async () => {
    const mini = await t.app.inject({
      method: 'POST',
      url: '/svc/tg/tg/register_or_login',
      payload: { bot_name: BOT_NAME, init_data: makeInitData({ tgUserId: 660011 }) },
    });
    const fromMiniApp = mini.json().data;
    const fromWidget = expectCode(await post(t, LOGIN, widgetPayload({ tgUserId: 660011 })), 0);
    expect(fromWidget).toMatchObject({ user_id: fromMiniApp.user_id, is_new: false, user_login: 'tg_660011' });
    // A widget-created player is the one the mini app logs in later.
    const widgetFirst = expectCode(await post(t, LOGIN, widgetPayload({ tgUserId: 660012 })), 0);
    const later = await t.app.inject({
      method: 'POST',
      url: '/svc/tg/tg/register_or_login',
      payload: { bot_name: BOT_NAME, init_data: makeInitData({ tgUserId: 660012 }) },
    });
    expect(later.json().data).toMatchObject({ user_id: widgetFirst.user_id, is_new: false });
  });

  it('accepts a payload with only the required fields, and a second configured bot', async () => {
    const minimal = widgetPayload({ tgUserId: 660013, omit: ['first_name', 'last_name', 'username', 'photo_url'] });
    expect(Object.keys(minimal).sort()).toEqual(['auth_date', 'bot_name', 'hash', 'id']);
    expect(expectCode(await post(t, LOGIN, minimal), 0)).toMatchObject({ username: 'tg660013', is_new: true });
    // Left out after signing: the check string changes, so the hash no longer matches.
    const { photo_url: _photo, ...cut } = widgetPayload({ tgUserId: 660013 });
    expect(expectCode(await post(t, LOGIN, cut), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'bad_hash' });
    const other = widgetPayload({ tgUserId: 660014, token: OTHER_TOKEN });
    expectCode(await post(t, LOGIN, { ...other, bot_name: OTHER_BOT }), 0);
  });

  it('refuses tampered, foreign-bot, stale, future and replayed payloads', async () => {
    const tampered = { ...widgetPayload({ tgUserId: 660020 }), id: 660021 };
    expect(expectCode(await post(t, LOGIN, tampered), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'bad_hash' });
    const renamed = { ...widgetPayload({ tgUserId: 660020 }), username: 'someone_else' };
    expect(expectCode(await post(t, LOGIN, renamed), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'bad_hash' });
    const foreign = widgetPayload({ tgUserId: 660020, token: OTHER_TOKEN });
    expect(expectCode(await post(t, LOGIN, foreign), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'bad_hash' });
    const stale = widgetPayload({ authDate: Math.floor(Date.now() / 1000) - 3601 });
    expect(expectCode(await post(t, LOGIN, stale), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'stale' });
    const future = widgetPayload({ authDate: Math.floor(Date.now() / 1000) + 3600 });
    expect(expectCode(await post(t, LOGIN, future), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'future' });
    const good = widgetPayload({ tgUserId: 660022 });
    expectCode(await post(t, LOGIN, good), 0);
    expect(expectCode(await post(t, LOGIN, good), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'replayed' });
    const upper = { ...widgetPayload({ tgUserId: 660023 }) };
    upper.hash = String(upper.hash).toUpperCase();
    expectCode(await post(t, LOGIN, upper), 0);
    const unknownBot = { ...widgetPayload(), bot_name: 'nobody_bot' };
    expect(expectCode(await post(t, LOGIN, unknownBot), ErrorCode.TG_BOT_UNKNOWN)).toEqual({
      bot_name: ['unknown bot'],
    });
  });

  it('answers each wrong field with a field error, never a 500', async () => {
    const good = widgetPayload();
    const cases: [string, unknown][] = [
      ['bot_name', ''],
      ['id', -5],
      ['id', 'abc'],
      ['auth_date', 1.5],
      ['hash', 'zz'],
      ['username', 'u'.repeat(65)],
      ['photo_url', 7],
    ];
    for (const [field, value] of cases) {
      const res = await post(t, LOGIN, { ...good, [field]: value });
      const data = expectCode(res, ErrorCode.VALIDATION, 400);
      expect(Object.keys(data), `${field}=${String(value)}`).toEqual([field]);
    }
    const { hash: _hash, ...noHash } = good;
    expect(Object.keys(expectCode(await post(t, LOGIN, noHash), ErrorCode.VALIDATION, 400))).toEqual(['hash']);
  });
});
