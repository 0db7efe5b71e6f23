import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORDS } from '../../src/services/user/seed.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { expectCode, newPlayer, post, randomPhone, sendCode } from './support.ts';

const LINH = '+84901234567';
const BUDI = '+6281234567890';

describe.each(DB_KINDS)('passwords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('keeps demo passwords as argon2id hashes', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.id, 100001));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logs a demo user in by phone + password with a new 256-bit key', async () => {
    const data = expectCode(
      await post(t, '/user/lb_user_phone_login', { phone: LINH, password: DEMO_PASSWORDS[100001] }),
      0,
    );
    expect(data).toMatchObject({ user_id: 100001, username: 'Linh Tran', user_login: 'demo_linh', is_new: false });
    expect(data.user_secret_key).toMatch(/^[0-9a-f]{64}$/);
    const info = await post(t, '/user/get_user_info', {}, { userId: 100001, secretKey: data.user_secret_key });
    expect(expectCode(info, 0).user_id).toBe(100001);
  });

  it('refuses a wrong password or an unknown phone with 2104', async () => {
    expectCode(await post(t, '/user/lb_user_phone_login', { phone: BUDI, password: 'not-the-password' }), 2104);
    expectCode(await post(t, '/user/lb_user_phone_login', { phone: randomPhone(), password: 'whatever1' }), 2104);
  });

  it('asks for verification (1010) at the fifth failure and keeps asking, even with the right password', async () => {
    const phone = BUDI;
    await t.app.fastStore.delete(`pwfail:${phone}`);
    for (let i = 0; i < 4; i++) {
      expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: `wrong-${i}-pass` }), 2104);
    }
    expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: 'wrong-5-pass' }), 1010);
    expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: DEMO_PASSWORDS[100002] }), 1010);
    // a code login proves the phone and lifts the lock
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: await sendCode(t, phone) }), 0);
    expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: DEMO_PASSWORDS[100002] }), 0);
  });

  it('asks for verification (1010) from a device the player never used, then trusts it after a code login', async () => {
    const phone = randomPhone();
    const otp = await sendCode(t, phone, 'register');
    const extra = { 'D-Id': 'device-known-0001' };
    expectCode(await post(t, '/user/regist', { phone, otp_code: otp, password: 'first-pass-1' }, { extra }), 0);
    expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: 'first-pass-1' }, { extra }), 0);
    const other = { 'D-Id': 'device-new-00002' };
    expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: 'first-pass-1' }, { extra: other }), 1010);
    await t.app.fastStore.delete(`otp-cool:${phone}`);
    const code = await sendCode(t, phone);
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: code }, { extra: other }), 0);
    expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: 'first-pass-1' }, { extra: other }), 0);
  });

  it.each([
    ['phone missing', { password: 'x' }, 'phone'],
    ['phone malformed', { phone: '0901234567', password: 'x' }, 'phone'],
    ['password missing', { phone: LINH }, 'password'],
    ['password empty', { phone: LINH, password: '' }, 'password'],
    ['password too long', { phone: LINH, password: 'x'.repeat(129) }, 'password'],
    ['password a number', { phone: LINH, password: 12345678 }, 'password'],
  ])('lb_user_phone_login refuses %s', async (_name, body, field) => {
    const data = expectCode(await post(t, '/user/lb_user_phone_login', body), 4000, 400);
    expect(Object.keys(data)).toEqual([field]);
  });

  describe('regist', () => {
    it('checks the form only with is_form_test=1 (code stays usable), then registers', async () => {
      const phone = randomPhone();
      const otp = await sendCode(t, phone, 'register');
      const form = { phone, otp_code: otp, password: 'secret-pass-9', username: 'Mai' };
      const test = expectCode(await post(t, '/user/regist', { ...form, is_form_test: 1 }), 0);
      expect(test).toEqual({ user_id: 0, user_secret_key: '', username: '', user_login: '', is_new: false });
      const [none] = await t.app.db.select().from(users).where(eq(users.phoneNumber, phone));
      expect(none).toBeUndefined();

      const data = expectCode(await post(t, '/user/regist', form), 0);
      expect(data).toMatchObject({ username: 'Mai', is_new: true });
      expectCode(await post(t, '/user/lb_user_phone_login', { phone, password: 'secret-pass-9' }), 0);
      expectCode(await post(t, '/user/regist', form), 2105);
    });

    it('refuses a wrong code in the verify variant too', async () => {
      const phone = randomPhone();
      const otp = await sendCode(t, phone, 'register');
      const wrong = otp === '999999' ? '888888' : '999999';
      expectCode(
        await post(t, '/user/regist', { phone, otp_code: wrong, password: 'secret-pass-9', is_form_test: 1 }),
        2101,
      );
    });

    it('refuses a phone that already has an account (2105)', async () => {
      expectCode(await post(t, '/user/regist', { phone: LINH, otp_code: '123456', password: 'secret-pass-9' }), 2105);
    });

    it.each([
      ['phone bad', { phone: '1', otp_code: '123456', password: 'secret-pass-9' }, 'phone'],
      ['otp bad', { phone: '+84900000001', otp_code: '1', password: 'secret-pass-9' }, 'otp_code'],
      ['password short', { phone: '+84900000001', otp_code: '123456', password: 'short' }, 'password'],
      ['password missing', { phone: '+84900000001', otp_code: '123456' }, 'password'],
      [
        'username empty',
        { phone: '+84900000001', otp_code: '123456', password: 'secret-pass-9', username: '' },
        'username',
      ],
      [
        'username too long',
        { phone: '+84900000001', otp_code: '123456', password: 'secret-pass-9', username: 'x'.repeat(33) },
        'username',
      ],
      [
        'is_form_test 2',
        { phone: '+84900000001', otp_code: '123456', password: 'secret-pass-9', is_form_test: 2 },
        'is_form_test',
      ],
    ])('refuses %s', async (_name, body, field) => {
      const data = expectCode(await post(t, '/user/regist', body), 4000, 400);
      expect(Object.keys(data)).toEqual([field]);
    });
  });

  describe('user_phone_and_password_reset', () => {
    it('checks the code first, then changes the password with ?is_really_change=1 and ends every session', async () => {
      const player = await newPlayer(t);
      await t.app.fastStore.delete(`otp-cool:${player.phone}`);
      const otp = await sendCode(t, player.phone, 'reset');
      const body = { phone: player.phone, otp_code: otp, password: 'brand-new-pass' };
      expect(expectCode(await post(t, '/user/user_phone_and_password_reset', body), 0)).toEqual({ changed: false });
      const changed = await post(t, '/user/user_phone_and_password_reset', body, { query: 'is_really_change=1' });
      expect(expectCode(changed, 0)).toEqual({ changed: true });
      // the old session is revoked, the code is used, the new password works
      expectCode(
        await post(t, '/user/get_user_info', {}, { userId: player.userId, secretKey: player.secretKey }),
        1004,
      );
      expectCode(await post(t, '/user/user_phone_and_password_reset', { ...body, is_really_change: 1 }), 2102);
      expectCode(await post(t, '/user/lb_user_phone_login', { phone: player.phone, password: 'brand-new-pass' }), 0);
    });

    it('needs the new password to really change (field error)', async () => {
      const data = expectCode(
        await post(t, '/user/user_phone_and_password_reset', { phone: LINH, otp_code: '123456', is_really_change: 1 }),
        4000,
        400,
      );
      expect(Object.keys(data)).toEqual(['password']);
    });

    it('refuses a wrong code (2101)', async () => {
      const otp = await sendCode(t, LINH, 'reset');
      const wrong = otp === '000001' ? '000002' : '000001';
      expectCode(
        await post(t, '/user/user_phone_and_password_reset', {
          phone: LINH,
          otp_code: wrong,
          password: 'another-pass-1',
          is_really_change: 1,
        }),
        2101,
      );
    });

    it.each([
      ['phone bad', { phone: 'x', otp_code: '123456' }, 'phone'],
      ['otp bad', { phone: LINH, otp_code: 'abcdef' }, 'otp_code'],
      ['password short', { phone: LINH, otp_code: '123456', password: 'a' }, 'password'],
      ['is_really_change 5', { phone: LINH, otp_code: '123456', is_really_change: 5 }, 'is_really_change'],
    ])('refuses %s', async (_name, body, field) => {
      const data = expectCode(await post(t, '/user/user_phone_and_password_reset', body), 4000, 400);
      expect(Object.keys(data)).toEqual([field]);
    });
  });
});
