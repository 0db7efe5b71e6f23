import { ErrorCode, Header } from '@arcadia/contract';
import { encodeStartParam } from '@arcadia/contract/calls/tg/start-param';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { BOT_NAME, makeContactData, makeInitData, OTHER_TOKEN, signingKey, tamper, useTgEnv } from './tg-fixtures.ts';

useTgEnv();

describe.each(DB_KINDS)('messenger gateway on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/svc/tg/tg${path}`, payload, headers }).then((r) => ({
      status: r.statusCode,
      body: r.json() as { code: number; msg: string; data: Record<string, unknown> },
    }));
  const login = (initData: string, extra: object = {}) =>
    post('/register_or_login', { bot_name: BOT_NAME, init_data: initData, ...extra });
  const auth = (data: Record<string, unknown>) => ({
    [Header.USER_ID]: String(data.user_id),
    [Header.USER_SECRET_KEY]: String(data.user_secret_key),
  });

  it('registers on first login, logs the same player in again, and the key opens a session', async () => {
    const first = await login(makeInitData({ tgUserId: 700001 }));
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ username: 'Minh Pham', user_login: 'tg_700001', is_new: true });
    expect(String(first.body.data.user_secret_key)).toMatch(/^[0-9a-f]{64}$/);
    const second = await login(makeInitData({ tgUserId: 700001 }));
    expect(second.body.data).toMatchObject({ user_id: first.body.data.user_id, is_new: false });
    const invite = await post('/invite_url', {}, auth(second.body.data));
    expect(invite.body.code).toBe(0);
    expect(String(invite.body.data.url)).toMatch(/^https:\/\/t\.me\/arcadia_test_bot\/app\?startapp=[A-Za-z0-9_-]+$/);
  });

  it('refuses tampered, stale, replayed and foreign-bot initData', async () => {
    const good = makeInitData({ tgUserId: 700002 });
    const tampered = await login(tamper(good, 'user', JSON.stringify({ id: 1, first_name: 'X' })));
    expect(tampered.body).toMatchObject({ code: ErrorCode.TG_INIT_DATA_INVALID, data: { reason: 'bad_hash' } });
    const stale = await login(makeInitData({ authDate: Math.floor(Date.now() / 1000) - 7200 }));
    expect(stale.body).toMatchObject({ code: ErrorCode.TG_INIT_DATA_INVALID, data: { reason: 'stale' } });
    expect((await login(good)).body.code).toBe(0);
    const replay = await login(good);
    expect(replay.body).toMatchObject({ code: ErrorCode.TG_INIT_DATA_INVALID, data: { reason: 'replayed' } });
    const foreign = await login(makeInitData({ token: OTHER_TOKEN }));
    expect(foreign.body.data).toMatchObject({ reason: 'bad_hash' });
    const unknownBot = await post('/register_or_login', { bot_name: 'nobody_bot', init_data: good });
    expect(unknownBot.body.code).toBe(ErrorCode.TG_BOT_UNKNOWN);
  });

  it('takes the Ed25519 path with a generated key pair and refuses a wrong key', async () => {
    expect((await login(makeInitData({ tgUserId: 700003, signWith: signingKey }))).body.code).toBe(0);
    const wrong = await login(makeInitData({ tgUserId: 700003, signWith: ed25519.utils.randomSecretKey() }));
    expect(wrong.body.data).toMatchObject({ reason: 'bad_signature' });
  });

  it('answers bad input with field errors, never a 500', async () => {
    const bad = await post('/register_or_login', { bot_name: '', init_data: 5, start_param: 'not/valid' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['bot_name', 'init_data', 'start_param']);
    const garbage = await login('%%%');
    expect(garbage.status).toBe(200);
    expect(garbage.body.code).toBe(ErrorCode.TG_INIT_DATA_INVALID);
  });

  it('binds the phone from a validated contact of the same Telegram user only', async () => {
    const session = (await login(makeInitData({ tgUserId: 700004 }))).body.data;
    const headers = auth(session);
    const other = await post(
      '/auth_contact',
      { bot_name: BOT_NAME, data: makeContactData(999, '84912345000') },
      headers,
    );
    expect(other.body).toMatchObject({ code: ErrorCode.TG_CONTACT_INVALID, data: { reason: 'other_user' } });
    const forged = tamper(makeContactData(700004, '84912345001'), 'contact', '{"user_id":700004,"phone_number":"1"}');
    expect((await post('/auth_contact', { bot_name: BOT_NAME, data: forged }, headers)).body.code).toBe(
      ErrorCode.TG_CONTACT_INVALID,
    );
    const data = makeContactData(700004, '84912345001');
    const ok = await post('/auth_contact', { bot_name: BOT_NAME, data }, headers);
    expect(ok.body).toMatchObject({ code: 0, data: { phone_number: '+84912345001', momo_account_list: [] } });
    expect((await post('/auth_contact', { bot_name: BOT_NAME, data }, headers)).body.data).toMatchObject({
      reason: 'replayed',
    });
    const taken = await post(
      '/auth_contact',
      { bot_name: BOT_NAME, data: makeContactData(700004, '+84901234567') },
      headers,
    );
    expect(taken.body.code).toBe(ErrorCode.PHONE_IN_USE);
    const anonymous = await post('/auth_contact', { bot_name: BOT_NAME, data });
    expect(anonymous.body.code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('logs a desktop browser in once the mini app confirms the token', async () => {
    const init = (await post('/lb_web_login_init', {})).body.data;
    const token = String(init.token);
    expect((await post('/lb_web_login_result', { token })).body.data).toEqual({ status: 'pending' });
    const startParam = new URL(String(init.url)).searchParams.get('startapp') ?? '';
    expect((await login(makeInitData({ tgUserId: 700005, startParam }), { start_param: startParam })).body.code).toBe(
      0,
    );
    const confirmed = (await post('/lb_web_login_result', { token })).body.data;
    expect(confirmed).toMatchObject({ status: 'confirmed', user_login: 'tg_700005' });
    expect((await post('/lb_web_login_result', { token })).body.data).toEqual({ status: 'expired' });
    expect((await post('/lb_web_login_result', { token: 'x'.repeat(32) })).body.data).toEqual({ status: 'expired' });
  });

  it('logs the sub-brand in with its own login type, the same Telegram player', async () => {
    const main = (await login(makeInitData({ tgUserId: 700006 }))).body.data;
    const sub = await post('/xw_register_or_login', {
      bot_name: BOT_NAME,
      init_data: makeInitData({ tgUserId: 700006 }),
    });
    expect(sub.body).toMatchObject({ code: 0, data: { user_id: main.user_id, is_new: false } });
    expect(sub.body.data.user_secret_key).not.toBe(main.user_secret_key);
    const badPath = await post('/invite_url', { path: 'wallet' }, auth(main));
    expect(badPath.status).toBe(400);
    expect(Object.keys(badPath.body.data)).toEqual(['path']);
    const otherBot = await post('/invite_url', { bot_name: 'nobody_bot' }, auth(main));
    expect(otherBot.body.code).toBe(ErrorCode.TG_BOT_UNKNOWN);
  });

  it('tells which page a mini-app link opens', async () => {
    const startapp = encodeStartParam({ path: '/wallet', from: 'ad', language: 'th-TH', dialog: 'share' });
    const page = await post('/sub_page_by_ref_url', {
      ref_url: `https://t.me/arcadia_test_bot/app?startapp=${startapp}`,
    });
    expect(page.body.data).toEqual({ path: '/wallet', from: 'ad', language: 'th-TH', dialog: 'share' });
    const plain = await post('/sub_page_by_ref_url', { ref_url: 'https://t.me/arcadia_test_bot/app' });
    expect(plain.body.data).toEqual({ path: '/', from: '', language: '', dialog: '' });
  });
});
