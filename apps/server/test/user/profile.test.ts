import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/db/seed.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { call, expectCode, get, newPlayer, post, randomPhone, sendCode } from './support.ts';

const LINH = { userId: 100001 };
const ANA = { userId: 100003 };

describe.each(DB_KINDS)('user info and profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('answers the User info entity, never the secret key', async () => {
    const res = await post(t, '/user/get_user_info', { version: '1.0.0', time: 1 }, LINH);
    expect(expectCode(res, 0)).toEqual({
      user_id: 100001,
      username: 'Linh Tran',
      user_login: 'demo_linh',
      head_url: '',
      intro: { value: '' },
      background_images: { value: '' },
      phone_number: '+84901234567',
      country_code: 'vn',
      momo_account_list: [],
    });
    expect(res.body).not.toContain(DEMO_USERS[0].secretKey);
  });

  it('answers 1004 without a session, with a wrong key, or with the key of another user', async () => {
    expectCode(await post(t, '/user/get_user_info', {}), 1004);
    expectCode(await post(t, '/user/get_user_info', {}, { userId: 100001, secretKey: 'f'.repeat(64) }), 1004);
    expectCode(await post(t, '/user/get_user_info', {}, { userId: 100001, secretKey: DEMO_USERS[1].secretKey }), 1004);
    expectCode(await post(t, '/user/get_user_info', {}, { userId: 100001, secretKey: 'null' }), 1004);
  });

  it.each([
    ['version too long', { version: 'x'.repeat(33) }, 'version'],
    ['time a string', { time: 'now' }, 'time'],
  ])('get_user_info refuses %s', async (_name, body, field) => {
    expect(Object.keys(expectCode(await post(t, '/user/get_user_info', body, LINH), 4000, 400))).toEqual([field]);
  });

  it('answers the sub-brand variant with the same session', async () => {
    const res = await call(t, 'POST', '/svc/fortune/fortune/get_user_info', {}, LINH);
    expect(expectCode(res, 0)).toMatchObject({ user_id: 100001, sub_brand: 'Fortune' });
    expectCode(await call(t, 'POST', '/svc/fortune/fortune/get_user_info', {}), 1004);
  });

  it('switches country for a player with a phone, and asks a player without one to bind (1012)', async () => {
    expect(expectCode(await post(t, '/user/switch_country', { country_code: 'th' }, LINH), 0)).toEqual({
      country_code: 'th',
    });
    expect(expectCode(await post(t, '/user/get_user_info', {}, LINH), 0).country_code).toBe('th');
    expectCode(await post(t, '/user/switch_country', { country_code: 'br' }, ANA), 1012);
    expectCode(await post(t, '/user/switch_country', { country_code: 'br' }), 1004);
  });

  it.each([
    ['country missing', {}],
    ['country upper case', { country_code: 'VN' }],
    ['country of three letters', { country_code: 'vnm' }],
    ['country not a market', { country_code: 'zz' }],
  ])('switch_country refuses %s', async (_name, body) => {
    expect(Object.keys(expectCode(await post(t, '/user/switch_country', body, LINH), 4000, 400))).toEqual([
      'country_code',
    ]);
  });

  it('binds a phone with a bind code, after which the 1012 call works', async () => {
    const phone = randomPhone('+5511');
    const otp = await sendCode(t, phone, 'bind', ANA);
    const info = expectCode(await post(t, '/user/bind_phone', { phone, otp_code: otp }, ANA), 0);
    expect(info).toMatchObject({ user_id: 100003, phone_number: phone });
    expectCode(await post(t, '/user/switch_country', { country_code: 'br' }, ANA), 0);
  });

  it('refuses to bind a phone that belongs to another player (2106)', async () => {
    expectCode(await post(t, '/user/send_otp_via_phone', { phone: '+6281234567890', purpose: 'bind' }, LINH), 2106);
    expectCode(await post(t, '/user/bind_phone', { phone: '+6281234567890', otp_code: '123456' }, LINH), 2106);
  });

  it.each([
    ['phone bad', { phone: '123', otp_code: '123456' }, 'phone'],
    ['otp bad', { phone: '+84900000002', otp_code: '12' }, 'otp_code'],
  ])('bind_phone refuses %s', async (_name, body, field) => {
    expect(Object.keys(expectCode(await post(t, '/user/bind_phone', body, LINH), 4000, 400))).toEqual([field]);
  });

  it('answers reg_info and the GET regist state with its optional parts', async () => {
    const info = expectCode(await get(t, '/user/reg_info', LINH), 0);
    expect(info).toMatchObject({ user_id: 100001, has_phone: true, has_password: true, third_party: [] });
    expect(info.register_time).toBeGreaterThan(1_700_000_000);
    const bare = expectCode(await get(t, '/user/regist', LINH), 0);
    expect(bare).toEqual({ user_id: 100001, registered: true, has_phone: true, has_password: true });
    const full = expectCode(await get(t, '/user/regist', { ...LINH, query: 'with_wallet=1&with_mission=1' }), 0);
    expect(full).toMatchObject({ wallet: { has_wallet: false }, mission: { newbie_available: true } });
    expectCode(await get(t, '/user/regist', { ...LINH, query: 'with_wallet=yes' }), 4000, 400);
    expectCode(await get(t, '/user/reg_info'), 1004);
    expectCode(await get(t, '/user/regist'), 1004);
  });

  it('logs in with user id + secret key, and logs out for good (1004 afterwards)', async () => {
    const player = await newPlayer(t);
    const login = expectCode(
      await post(t, '/user/login_by_key', { user_id: player.userId, user_secret_key: player.secretKey }),
      0,
    );
    expect(login).toMatchObject({ user_id: player.userId, user_secret_key: player.secretKey, is_new: false });
    const who = { userId: player.userId, secretKey: player.secretKey };
    expect(expectCode(await post(t, '/user/logout', {}, who), 0)).toEqual({ revoked: true });
    expectCode(await post(t, '/user/get_user_info', {}, who), 1004);
    expectCode(await post(t, '/user/logout', {}, who), 1004);
    expectCode(
      await post(t, '/user/login_by_key', { user_id: player.userId, user_secret_key: player.secretKey }),
      1004,
    );
  });

  it.each([
    ['user_id missing', { user_secret_key: 'k' }, 'user_id'],
    ['user_id zero', { user_id: 0, user_secret_key: 'k' }, 'user_id'],
    ['user_id a string', { user_id: '100001', user_secret_key: 'k' }, 'user_id'],
    ['key empty', { user_id: 100001, user_secret_key: '' }, 'user_secret_key'],
    ['key too long', { user_id: 100001, user_secret_key: 'k'.repeat(129) }, 'user_secret_key'],
  ])('login_by_key refuses %s', async (_name, body, field) => {
    expect(Object.keys(expectCode(await post(t, '/user/login_by_key', body), 4000, 400))).toEqual([field]);
  });

  it('keeps public_cheak working for visitors', async () => {
    expect(expectCode(await get(t, '/user/public_cheak', { query: 'user_id=100002' }), 0)).toMatchObject({
      exists: true,
      username: 'Budi Santoso',
    });
    expect(expectCode(await get(t, '/user/public_cheak', { query: 'user_id=999' }), 0)).toMatchObject({
      exists: false,
    });
    expectCode(await get(t, '/user/public_cheak', { query: 'user_id=-1' }), 4000, 400);
  });
});

describe.each(DB_KINDS)('open-app and global config on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('gives the caller its own key and location in openapp_get_cfg', async () => {
    const res = await call(
      t,
      'POST',
      '/svc/user/api/openapp_get_cfg',
      { user_id: 100002 },
      {
        userId: 100002,
        extra: { 'cf-ipcountry': 'TH' },
      },
    );
    expect(expectCode(res, 0)).toEqual({
      user_secret_key: DEMO_USERS[1].secretKey,
      location_info: { country_code: 'id', country_by_ip: 'th' },
    });
  });

  it('gives visitors no key, the IP country, else the Country-Code header, else vn', async () => {
    const url = '/svc/user/api/openapp_get_cfg';
    const byIp = expectCode(await call(t, 'POST', url, {}, { extra: { 'cf-ipcountry': 'br' } }), 0);
    expect(byIp).toEqual({ user_secret_key: '', location_info: { country_code: 'br', country_by_ip: 'br' } });
    const byHeader = expectCode(await call(t, 'POST', url, {}, { extra: { 'Country-Code': 'PH' } }), 0);
    expect(byHeader.location_info).toEqual({ country_code: 'ph', country_by_ip: '' });
    const none = expectCode(await call(t, 'POST', url, {}), 0);
    expect(none.location_info).toEqual({ country_code: 'vn', country_by_ip: '' });
    // a wrong key is a visitor here, and never echoes the key back
    const wrong = expectCode(await call(t, 'POST', url, {}, { userId: 100001, secretKey: 'e'.repeat(64) }), 0);
    expect(wrong.user_secret_key).toBe('');
  });

  it('refuses a bad openapp_get_cfg body field', async () => {
    const res = await call(t, 'POST', '/svc/user/api/openapp_get_cfg', { user_id: 'me' });
    expect(Object.keys(expectCode(res, 4000, 400))).toEqual(['user_id']);
    const env = await call(t, 'POST', '/svc/user/api/openapp_get_cfg', { envContext: 'x' });
    expect(Object.keys(expectCode(env, 4000, 400))).toEqual(['envContext']);
  });

  it('answers openapp_get_country with the dialing code', async () => {
    const data = expectCode(
      await call(t, 'POST', '/svc/user/api/openapp_get_country', {}, { extra: { 'cf-ipcountry': 'ID' } }),
      0,
    );
    expect(data).toEqual({ country_code: 'id', country_by_ip: 'id', dial_code: '+62' });
    const linh = expectCode(await call(t, 'POST', '/svc/user/api/openapp_get_country', {}, LINH), 0);
    expect(linh.dial_code).toMatch(/^\+\d+$/);
  });

  it('answers app_global_config with markets and the default +84', async () => {
    const data = expectCode(await call(t, 'POST', '/svc/user/api/app_global_config', {}), 0);
    expect(data.default_dial_code).toBe('+84');
    expect(data.markets).toContainEqual({ country_code: 'br', dial_code: '+55' });
    expect(data).toMatchObject({ min_pvp_version: '3.0.6', audit_version: '3.1.192', ts_window_seconds: 300 });
    expect(data.third_party_providers).toEqual([]);
  });

  it('answers get_gray_cfg flags, all or the asked ones', async () => {
    const all = expectCode(await call(t, 'POST', '/svc/user/api/get_gray_cfg', {}), 0);
    expect(all.flags.feedback_v2).toBe(true);
    const asked = expectCode(await call(t, 'POST', '/svc/user/api/get_gray_cfg', { keys: ['feedback_v2', 'nope'] }), 0);
    expect(asked).toEqual({ flags: { feedback_v2: true, nope: false } });
    expectCode(await call(t, 'POST', '/svc/user/api/get_gray_cfg', { keys: 'feedback_v2' }), 4000, 400);
  });

  it('answers config/invite_reward with decimal strings', async () => {
    const data = expectCode(await call(t, 'POST', '/svc/user/api/config/invite_reward', {}), 0);
    expect(data).toEqual({ coin: 'WH', inviter_reward: '10.00', invitee_reward: '5.00', max_invites_per_day: 20 });
  });
});
