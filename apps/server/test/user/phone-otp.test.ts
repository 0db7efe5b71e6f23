import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/db/schema/index.ts';
import { lastDevOtp } from '../../src/lib/sms.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { expectCode, newPlayer, post, randomPhone, sendCode } from './support.ts';

describe.each(DB_KINDS)('phone one-time codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('sends a 6-digit code and stores only its hash', async () => {
    const phone = randomPhone();
    const data = expectCode(await post(t, '/user/send_otp_via_phone', { phone }), 0);
    expect(data).toEqual({ expires_in: 300, resend_in: 60 });
    const code = lastDevOtp(phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.app.db.select().from(otpCodes).where(sql`${otpCodes.phone} = ${phone}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 300_000)).toBeLessThan(5_000);
  });

  it.each([
    ['phone missing', {}, 'phone'],
    ['phone without +', { phone: '84901234567' }, 'phone'],
    ['phone with letters', { phone: '+84abc' }, 'phone'],
    ['phone too long', { phone: '+8490123456789012' }, 'phone'],
    ['phone a number', { phone: 84901234567 }, 'phone'],
    ['unknown purpose', { phone: '+84901111222', purpose: 'steal' }, 'purpose'],
  ])('send_otp_via_phone refuses %s', async (_name, body, field) => {
    const data = expectCode(await post(t, '/user/send_otp_via_phone', body), 4000, 400);
    expect(Object.keys(data)).toEqual([field]);
  });

  it('creates an account at the first code login and logs in to it afterwards', async () => {
    const phone = randomPhone();
    const first = expectCode(
      await post(t, '/user/register_or_login_by_phone', { phone, otp_code: await sendCode(t, phone) }),
      0,
    );
    expect(first).toMatchObject({ is_new: true, username: `Player ${phone.slice(-4)}` });
    expect(first.user_id).toBeGreaterThanOrEqual(200000);
    expect(first.user_secret_key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.user_login).toMatch(/^u[0-9a-f]{10}$/);
    // wait out the resend cooldown by using the store directly
    await t.app.fastStore.delete(`otp-cool:${phone}`);
    const again = expectCode(
      await post(t, '/user/register_or_login_by_phone', { phone, otp_code: await sendCode(t, phone) }),
      0,
    );
    expect(again).toMatchObject({ is_new: false, user_id: first.user_id, user_login: first.user_login });
    expect(again.user_secret_key).not.toBe(first.user_secret_key);
  });

  it('logs a demo user in by code (phone already registered)', async () => {
    const data = expectCode(
      await post(t, '/user/register_or_login_by_phone', {
        phone: '+84901234567',
        otp_code: await sendCode(t, '+84901234567'),
      }),
      0,
    );
    expect(data).toMatchObject({ user_id: 100001, username: 'Linh Tran', user_login: 'demo_linh', is_new: false });
  });

  it('refuses a wrong code (2101), then the fifth wrong one and the right one after it (2103)', async () => {
    const phone = randomPhone();
    const code = await sendCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: wrong }), 2101);
    }
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: wrong }), 2103);
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: code }), 2103);
  });

  it('refuses an expired code (2102) and a code used once already (2102)', async () => {
    const phone = randomPhone();
    const code = await sendCode(t, phone);
    await t.app.db.execute(sql`update otp_codes set expires_at = now() - interval '1 second' where phone = ${phone}`);
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: code }), 2102);

    const player = await newPlayer(t);
    await t.app.fastStore.delete(`otp-cool:${player.phone}`);
    const second = await sendCode(t, player.phone);
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone: player.phone, otp_code: second }), 0);
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone: player.phone, otp_code: second }), 2102);
  });

  it('lets exactly one of many concurrent logins use a code, and creates one account', async () => {
    const phone = randomPhone();
    const otp_code = await sendCode(t, phone);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(t, '/user/register_or_login_by_phone', { phone, otp_code })),
    );
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 2102)).toBe(true);
    const rows = await t.app.db.execute(sql`select count(*)::int as n from users where phone_number = ${phone}`);
    const [row] = (rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]);
    expect(row?.n).toBe(1);
  });

  it('retires an older code when a new one is sent', async () => {
    const phone = randomPhone();
    const old = await sendCode(t, phone);
    await t.app.fastStore.delete(`otp-cool:${phone}`);
    const fresh = await sendCode(t, phone);
    if (old !== fresh) expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: old }), 2101);
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: fresh }), 0);
  });

  it('does not accept a code sent for another purpose', async () => {
    const phone = randomPhone();
    const code = await sendCode(t, phone, 'register');
    expectCode(await post(t, '/user/register_or_login_by_phone', { phone, otp_code: code }), 2102);
  });

  it.each([
    ['otp missing', { phone: '+84901234567' }, 'otp_code'],
    ['otp of 5 digits', { phone: '+84901234567', otp_code: '12345' }, 'otp_code'],
    ['otp with letters', { phone: '+84901234567', otp_code: '12345a' }, 'otp_code'],
    ['otp a number', { phone: '+84901234567', otp_code: 123456 }, 'otp_code'],
    ['phone bad', { phone: 'x', otp_code: '123456' }, 'phone'],
    ['invite code too long', { phone: '+84901234567', otp_code: '123456', invite_code: 'x'.repeat(65) }, 'invite_code'],
  ])('register_or_login_by_phone refuses %s', async (_name, body, field) => {
    const data = expectCode(await post(t, '/user/register_or_login_by_phone', body), 4000, 400);
    expect(Object.keys(data)).toEqual([field]);
  });

  it('refuses a register code for a phone that already has an account (2105)', async () => {
    expectCode(await post(t, '/user/send_otp_via_phone', { phone: '+6281234567890', purpose: 'register' }), 2105);
  });

  it('answers a reset code request for an unknown phone the same, without sending', async () => {
    const phone = randomPhone();
    expectCode(await post(t, '/user/send_otp_via_phone', { phone, purpose: 'reset' }), 0);
    expect(lastDevOtp(phone)).toBeUndefined();
  });

  it('needs a session to send a bind code (1004)', async () => {
    expectCode(await post(t, '/user/send_otp_via_phone', { phone: randomPhone(), purpose: 'bind' }), 1004);
  });
});
