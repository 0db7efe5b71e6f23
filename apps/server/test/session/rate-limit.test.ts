import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { expectCode, post, randomIp, randomPhone } from '../user/support.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMITS = { RATE_LOGIN_PER_IP: '3', RATE_OTP_PER_PHONE: '2', RATE_OTP_PER_IP: '3', RATE_USER_PER_MINUTE: '5' };

describe.each([
  ['in-process store', undefined],
  ['Redis store', REDIS_URL],
])('rate limits with the %s', (_name, redisUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    Object.assign(process.env, LIMITS);
    t = await createTestApp('pglite', { config: { redisUrl } });
    for (const key of Object.keys(LIMITS)) delete process.env[key];
  }, 180_000);
  afterAll(() => t.close());

  it('uses the configured store', () => {
    expect(t.app.fastStore.kind).toBe(redisUrl ? 'redis' : 'memory');
  });

  it('limits one-time codes per phone: resend cooldown, then the hourly cap (429, 4290)', async () => {
    const phone = randomPhone();
    expectCode(await post(t, '/user/send_otp_via_phone', { phone }), 0);
    const cool = expectCode(await post(t, '/user/send_otp_via_phone', { phone }), 4290, 429);
    expect(cool).toEqual({ retry_after: 60 });
    await t.app.fastStore.delete(`otp-cool:${phone}`);
    expectCode(await post(t, '/user/send_otp_via_phone', { phone }), 0);
    await t.app.fastStore.delete(`otp-cool:${phone}`);
    expect(expectCode(await post(t, '/user/send_otp_via_phone', { phone }), 4290, 429)).toEqual({ retry_after: 3600 });
  });

  it('limits one-time codes per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expectCode(await post(t, '/user/send_otp_via_phone', { phone: randomPhone() }, { ip }), 0);
    expectCode(await post(t, '/user/send_otp_via_phone', { phone: randomPhone() }, { ip }), 4290, 429);
    expectCode(await post(t, '/user/send_otp_via_phone', { phone: randomPhone() }, { ip: randomIp() }), 0);
  });

  it('limits logins per IP across login calls', async () => {
    const ip = randomIp();
    expectCode(
      await post(t, '/user/lb_user_phone_login', { phone: randomPhone(), password: 'abcdefgh' }, { ip }),
      2104,
    );
    expectCode(
      await post(t, '/user/register_or_login_by_phone', { phone: randomPhone(), otp_code: '123456' }, { ip }),
      2102,
    );
    expectCode(await post(t, '/user/login_by_key', { user_id: 100001, user_secret_key: 'x' }, { ip }), 1004);
    expectCode(
      await post(t, '/user/lb_user_phone_login', { phone: randomPhone(), password: 'abcdefgh' }, { ip }),
      4290,
      429,
    );
  });

  it('limits every authenticated call per user', async () => {
    for (let i = 0; i < 5; i++) expectCode(await post(t, '/user/get_user_info', {}, { userId: 100002 }), 0);
    expectCode(await post(t, '/user/get_user_info', {}, { userId: 100002 }), 4290, 429);
    expectCode(await post(t, '/user/reg_info', {}, { userId: 100002 }), 4040, 404);
    expectCode(await post(t, '/user/get_user_info', {}, { userId: 100001 }), 0);
  });
});
