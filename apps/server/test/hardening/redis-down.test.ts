import { ErrorCode } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedHeaders, type TestApp } from '../helpers.ts';

/** Redis configured but unreachable (a closed local port): calls must fail fast with 503, and readiness say so. */
describe('Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { redisUrl: 'redis://127.0.0.1:1' } });
  }, 120_000);
  afterAll(() => t.close());

  it('answers calls with 503 in the envelope within seconds, not a 500 after 15 s', async () => {
    const started = Date.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/get_user_info',
      headers: signedHeaders({ userId: 100001 }),
      payload: {},
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().code).toBe(ErrorCode.UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('is reported by the readiness endpoint while liveness stays up', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data.checks).toEqual({ database: 'up', redis: 'down' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness with every dependency up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
  }, 120_000);
  afterAll(() => t.close());

  it('answers ready, with no Redis configured', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.checks).toEqual({ database: 'up', redis: 'none' });
  });
});
