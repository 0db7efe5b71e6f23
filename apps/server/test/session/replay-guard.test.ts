import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signedHeaders, type TestApp } from '../helpers.ts';
import { expectCode } from '../user/support.ts';

const URL = '/svc/user/api/openapp_get_country';

describe.each(DB_KINDS)('replay guard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, remoteAddress = '10.9.9.9') =>
    t.app.inject({ method: 'POST', url: URL, headers, payload: {}, remoteAddress });

  it('accepts fresh TS and NONCE', async () => {
    expectCode(await send(signedHeaders()), 0);
  });

  it('refuses a repeated NONCE within the window (4011)', async () => {
    const headers = signedHeaders({ nonce: 'Ab3dE' });
    expectCode(await send(headers), 0);
    const again = expectCode(await send({ ...headers, TS: String(Math.floor(Date.now() / 1000)) }), 4011, 401);
    expect(again).toBeNull();
  });

  it('scopes nonces per user, and per IP for visitors', async () => {
    expectCode(await send(signedHeaders({ nonce: 'Zz123', userId: 100001 })), 0);
    expectCode(await send(signedHeaders({ nonce: 'Zz123', userId: 100002 })), 0);
    expectCode(await send(signedHeaders({ nonce: 'Zz123', userId: 100001 })), 4011, 401);
    expectCode(await send(signedHeaders({ nonce: 'Qq999' }), '10.1.1.1'), 0);
    expectCode(await send(signedHeaders({ nonce: 'Qq999' }), '10.1.1.2'), 0);
    expectCode(await send(signedHeaders({ nonce: 'Qq999' }), '10.1.1.1'), 4011, 401);
  });

  it('refuses a stale or far-future TS (beyond 300 s)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectCode(await send(signedHeaders({ ts: now - 301 })), 4011, 401);
    expectCode(await send(signedHeaders({ ts: now + 301 })), 4011, 401);
    expectCode(await send(signedHeaders({ ts: now - 290 })), 0);
  });

  it('refuses a TS in milliseconds or not a number, and a malformed NONCE', async () => {
    expectCode(await send(signedHeaders({ ts: Date.now() })), 4011, 401);
    expectCode(await send({ ...signedHeaders(), TS: 'yesterday' }), 4011, 401);
    for (const nonce of ['abcd', 'abcdef', 'ab-de', 'ab de']) {
      expectCode(await send(signedHeaders({ nonce })), 4011, 401);
    }
    expectCode(await send({ TS: String(Math.floor(Date.now() / 1000)) }), 4011, 401);
  });

  it('lets calls without both headers through outside production (documented), and leaves /healthz alone', async () => {
    expectCode(await t.app.inject({ method: 'POST', url: URL, payload: {} }), 0);
    expectCode(await t.app.inject({ method: 'GET', url: '/healthz' }), 0);
  });

  it('keeps Fastify JSON parsing rules with the raw-body parser (bad JSON, empty body, __proto__)', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...signedHeaders(), 'content-type': 'application/json' },
        payload,
      });
    expectCode(await raw('{"a":'), 4001, 400);
    expectCode(await raw(''), 4001, 400);
    expectCode(await raw('{"__proto__":{"admin":true}}'), 4001, 400);
  });

  it('honours TS_WINDOW_SECONDS', async () => {
    const narrow = await createTestApp(kind, { config: { tsWindowSeconds: 10 } });
    try {
      const res = await narrow.app.inject({
        method: 'POST',
        url: URL,
        headers: signedHeaders({ ts: Math.floor(Date.now() / 1000) - 20 }),
        payload: {},
      });
      expectCode(res, 4011, 401);
    } finally {
      await narrow.close();
    }
  }, 180_000);
});

describe('replay guard with REPLAY_HEADERS=required', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.REPLAY_HEADERS = 'required';
    t = await createTestApp('pglite');
  }, 180_000);
  afterEach(() => {
    delete process.env.REPLAY_HEADERS;
  });
  afterAll(() => t.close());

  it('refuses /svc calls without TS and NONCE, but not health', async () => {
    expectCode(await t.app.inject({ method: 'POST', url: URL, payload: {} }), 4011, 401);
    expectCode(await t.app.inject({ method: 'POST', url: URL, payload: {}, headers: signedHeaders() }), 0);
    expectCode(await t.app.inject({ method: 'GET', url: '/healthz' }), 0);
  });
});

describe('replay guard on the Redis store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } });
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a repeated NONCE, also when the two calls race', async () => {
    expect(t.app.fastStore.kind).toBe('redis');
    const headers = signedHeaders({ userId: 100001, nonce: 'Rd1s5' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: URL, headers, payload: {} })),
    );
    expect(answers.map((res) => res.json().code).sort()).toEqual([0, 4011, 4011, 4011, 4011]);
  });
});
