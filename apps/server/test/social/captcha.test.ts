import { ErrorCode } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { captchaReports } from '../../src/db/schema/index.ts';
import { captchaConfigFrom, reportCaptcha } from '../../src/services/user/captcha-service.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { expectCode, newPlayer, post } from '../user/support.ts';
import { CaptchaDouble } from './doubles.ts';

const TRAINEE = '/user/report_trainee_recaptcha';
const RECHARGE = '/user/report_recharge_recaptcha';
let n = 0;
const token = (label = 'tok') => `${label}-${Date.now()}-${n++}-captcha-token-value`;

describe.each(DB_KINDS)('captcha reports on %s', (kind) => {
  let t: TestApp;
  const verifier = new CaptchaDouble();
  beforeAll(async () => {
    await verifier.start();
    process.env.CAPTCHA_SECRET = verifier.secret;
    process.env.CAPTCHA_VERIFY_URL = `${verifier.base}/siteverify`;
    t = await createTestApp(kind);
    delete process.env.CAPTCHA_SECRET;
    delete process.env.CAPTCHA_VERIFY_URL;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await verifier.stop();
  });

  it('verifies the token once with the secret and records a pass per player and step', async () => {
    const player = await newPlayer(t);
    const tok = token();
    verifier.answers.set(tok, { success: true, score: 0.9, action: 'trainee' });
    const data = expectCode(await post(t, TRAINEE, { token: tok }, player), 0);
    expect(data).toMatchObject({ verdict: 'pass', score: 0.9 });
    expect(Math.abs(data.reported_at - Date.now() / 1000)).toBeLessThan(60);
    const sent = verifier.requests.at(-1);
    expect(sent?.get('secret')).toBe(verifier.secret);
    expect(sent?.get('response')).toBe(tok);
    const rows = await t.database.db.select().from(captchaReports).where(eq(captchaReports.userId, player.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ step: 'trainee', verdict: 'pass' });
    expect(rows[0]?.tokenHash).not.toContain(tok);
  });

  it("records fails: rejected token, low score, the other step's action", async () => {
    const player = await newPlayer(t);
    const rejected = token('rej');
    verifier.answers.set(rejected, { success: false, 'error-codes': ['invalid-input-response'] });
    expect(expectCode(await post(t, RECHARGE, { token: rejected }, player), 0)).toMatchObject({ verdict: 'fail' });
    const low = token('low');
    verifier.answers.set(low, { success: true, score: 0.1, action: 'recharge' });
    expect(expectCode(await post(t, RECHARGE, { token: low }, player), 0)).toMatchObject({
      verdict: 'fail',
      score: 0.1,
    });
    const wrongStep = token('step');
    verifier.answers.set(wrongStep, { success: true, score: 0.9, action: 'trainee' });
    expect(expectCode(await post(t, RECHARGE, { token: wrongStep }, player), 0)).toMatchObject({ verdict: 'fail' });
    const rows = await t.database.db.select().from(captchaReports).where(eq(captchaReports.userId, player.userId));
    expect(rows.map((r) => [r.step, r.verdict, r.reason]).sort()).toEqual([
      ['recharge', 'fail', 'action'],
      ['recharge', 'fail', 'invalid-input-response'],
      ['recharge', 'fail', 'low_score'],
    ]);
  });

  it('refuses a token reported twice (also across steps and players) without asking the verifier again', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const tok = token('dup');
    expectCode(await post(t, TRAINEE, { token: tok }, a), 0);
    const asked = verifier.requests.length;
    expectCode(await post(t, TRAINEE, { token: tok }, a), ErrorCode.CAPTCHA_REUSED);
    expectCode(await post(t, RECHARGE, { token: tok }, b), ErrorCode.CAPTCHA_REUSED);
    expect(verifier.requests.length).toBe(asked);
  });

  it('answers a verifier outage (500, 400, garbage) with PROVIDER_UNAVAILABLE and records nothing', async () => {
    const player = await newPlayer(t);
    for (const status of [500, 400]) {
      const tok = token(`down${status}`);
      verifier.answers.set(tok, status);
      expect(expectCode(await post(t, TRAINEE, { token: tok }, player), ErrorCode.PROVIDER_UNAVAILABLE)).toMatchObject({
        provider: 'captcha',
        status,
      });
    }
    const odd = token('odd');
    verifier.answers.set(odd, { hello: 'world' });
    expectCode(await post(t, TRAINEE, { token: odd }, player), ErrorCode.PROVIDER_UNAVAILABLE);
    const rows = await t.database.db.select().from(captchaReports).where(eq(captchaReports.userId, player.userId));
    expect(rows).toEqual([]);
  });

  it('needs a session, and answers wrong fields with field errors', async () => {
    expectCode(await post(t, TRAINEE, { token: token() }), ErrorCode.SESSION_INVALID);
    expectCode(
      await post(t, RECHARGE, { token: token() }, { userId: 100001, secretKey: 'f'.repeat(64) }),
      ErrorCode.SESSION_INVALID,
    );
    for (const bad of [
      {},
      { token: 'short' },
      { token: 'has spaces in the token value' },
      { token: 5 },
      { token: 'x'.repeat(4097) },
    ]) {
      const data = expectCode(await post(t, TRAINEE, bad, { userId: 100001 }), ErrorCode.VALIDATION, 400);
      expect(Object.keys(data), JSON.stringify(bad).slice(0, 40)).toEqual(['token']);
    }
  });

  it('without a configured verifier records the report as unverified', async () => {
    const player = await newPlayer(t);
    const answer = await reportCaptcha(t.database.db, captchaConfigFrom(parseSettings({}).settings), {
      userId: player.userId,
      step: 'recharge',
      token: token('dev'),
      ip: '127.0.0.1',
    });
    expect(answer).toMatchObject({ verdict: 'unverified', score: null });
    expect(parseSettings({ CAPTCHA_MIN_SCORE: '2' }).errors).toEqual([
      expect.stringMatching(/^CAPTCHA_MIN_SCORE: .* \(got "2"\)$/),
    ]);
  });
});
