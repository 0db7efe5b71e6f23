import { describe, expect, it } from 'vitest';
import { demoDataWarning, loadConfig } from '../../src/config.ts';

const PEPPER = 'p'.repeat(32);

describe('production secrets', () => {
  it('refuses to start without OTP_PEPPER (the development value is public)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OTP_PEPPER/);
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_PEPPER: 'short' })).toThrow(/OTP_PEPPER/);
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });
});

describe('demo players in production', () => {
  it('are not seeded unless asked for, and asking makes the server warn', () => {
    const production = loadConfig({ NODE_ENV: 'production', OTP_PEPPER: PEPPER });
    expect(production.seedDemo).toBe(false);
    expect(demoDataWarning(production)).toBeUndefined();
    const asked = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', OTP_PEPPER: PEPPER });
    expect(asked.seedDemo).toBe(true);
    expect(demoDataWarning(asked)).toMatch(/PUBLISHED secret keys/);
  });

  it('are seeded in development unless turned off', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(demoDataWarning(loadConfig({}))).toBeUndefined();
  });
});

describe('HSTS for deployments that terminate TLS in the app', () => {
  it('is sent only when HSTS_MAX_AGE is set', async () => {
    const { createTestApp } = await import('../helpers.ts');
    for (const [maxAge, expected] of [
      [undefined, undefined],
      ['31536000', 'max-age=31536000; includeSubDomains'],
    ] as const) {
      const t = await createTestApp('pglite', {
        seed: false,
        config: { hstsMaxAge: loadConfig({ HSTS_MAX_AGE: maxAge }).hstsMaxAge },
      });
      try {
        const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(answer.headers['strict-transport-security']).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });
});

describe('Telegram Login Widget fields', () => {
  it('refuse control characters with a field error', async () => {
    const { user } = await import('@arcadia/contract');
    const body = { bot_name: 'arcadia_bot', id: 1, first_name: 'Ana\nauth_date=9', auth_date: 1, hash: 'a'.repeat(64) };
    const parsed = user.tgWebLogin.request['~standard'].validate(body);
    expect(parsed instanceof Promise ? 'async' : parsed.issues?.[0]?.path).toEqual(['first_name']);
  });
});
