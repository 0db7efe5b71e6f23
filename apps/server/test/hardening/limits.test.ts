import { ErrorCode } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { limitsFrom } from '../../src/plugins/rate-limit.ts';
import { createTestApp, signedHeaders, type TestApp } from '../helpers.ts';

/** Each limit at a small value, so a test reaches it; the app's own limits object is set before it is used. */
async function appWithLimits(overrides: Partial<ReturnType<typeof limitsFrom>>): Promise<TestApp> {
  const t = await createTestApp('pglite', {
    extend: (app) => {
      Object.assign(app.limits, overrides);
    },
  });
  return t;
}

describe('limits on guessing and anonymous writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithLimits({
      sessionFailures: { max: 5, windowSeconds: 600 },
      loginPerIp: { max: 3, windowSeconds: 600 },
      feedbackPerIp: { max: 2, windowSeconds: 3600 },
      statsPerIp: { max: 3, windowSeconds: 60 },
    });
  }, 120_000);
  afterAll(() => t.close());

  const post = (url: string, body: unknown, headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, headers, payload: body as object, remoteAddress });

  it('wrong session keys stop being checked past the limit, per IP and per user id', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      const answer = await post(
        '/svc/user/user/get_user_info',
        {},
        signedHeaders({ userId: 100001, secretKey: `${i}`.repeat(64) }),
        '198.51.100.20',
      );
      codes.push(answer.json().code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(ErrorCode.SESSION_INVALID));
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
    // Another address guessing the same player's key is limited too (per user id).
    const elsewhere = await post(
      '/svc/user/user/get_user_info',
      {},
      signedHeaders({ userId: 100001, secretKey: 'e'.repeat(64) }),
      '198.51.100.21',
    );
    expect(elsewhere.json().code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('Telegram mini-app logins count under the per-IP login limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const answer = await post(
        '/svc/tg/tg/register_or_login',
        { bot_name: 'nobody_bot', init_data: 'auth_date=1&hash=00', start_param: '' },
        signedHeaders(),
        '198.51.100.30',
      );
      codes.push(answer.json().code);
    }
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
    expect(codes.slice(0, 3)).not.toContain(ErrorCode.RATE_LIMITED);
  });

  it('anonymous feedback and analytics batches are limited per IP', async () => {
    const feedback = [];
    for (let i = 0; i < 3; i++)
      feedback.push(
        (
          await post(
            '/svc/feedback/api/feedback/submit',
            {
              category: 'bug',
              content: `The wallet page is slow ${i}`,
              images: [],
              env: { platform: 'h5', locale: 'en-US' },
            },
            signedHeaders(),
            '198.51.100.40',
          )
        ).json().code,
      );
    expect(feedback.slice(0, 2)).toEqual([0, 0]);
    expect(feedback.at(-1)).toBe(ErrorCode.RATE_LIMITED);
    const batch = { events: [{ type: 'page', name: 'home', ts: Date.now() }] };
    const stats = [];
    for (let i = 0; i < 4; i++)
      stats.push((await post('/svc/stats/report', batch, signedHeaders(), '198.51.100.41')).json().code);
    expect(stats.slice(0, 3)).toEqual([0, 0, 0]);
    expect(stats.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });
});
