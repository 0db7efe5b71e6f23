// Unit checks of the reliability fixes: NUL bytes refused for every string field of every call, integer fields
// bounded to their `integer` columns, credentials in URLs redacted from logs, CALLS holding only calls.
import { CALLS, type CallDef, defaultServiceBase, ErrorCode, isCallDef, PG_INT_MAX } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../src/db/client.ts';
import { redactUrl } from '../../src/lib/log-url.ts';
import { nulPaths } from '../../src/plugins/nul-guard.ts';
import { createTestApp, DB_KINDS, signedHeaders, type TestApp } from '../helpers.ts';
import { asQuery, fieldTypes, sampleInput } from './sample-input.ts';

process.env.RATE_USER_PER_MINUTE = '1000000';
process.env.RATE_LOGIN_PER_IP = '1000000';

function send(t: TestApp, call: CallDef, value: unknown) {
  const url = `${defaultServiceBase(call.service)}${call.path}`;
  const headers = { ...signedHeaders({ userId: 100001 }), 'content-type': 'application/json' };
  return call.method === 'GET'
    ? t.app.inject({ method: 'GET', url, headers, query: asQuery(value) })
    : t.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(value) });
}

describe('nulPaths', () => {
  it('finds NUL in nested values and keys, and nothing in clean input', () => {
    expect(nulPaths({ a: 'x', b: [{ c: 'y\u0000' }], 'k\u0000': 1 })).toEqual(['b.0.c', 'k\u0000']);
    expect(nulPaths({ a: 'line\nbreak', n: 3, z: null })).toEqual([]);
    expect(nulPaths('\u0000')).toEqual(['_']);
  });
});

describe('redactUrl', () => {
  it('redacts credential parameters and keeps the path and the rest', () => {
    expect(redactUrl('/vi-VN/?userId=100001&secretKey=abc123')).toBe('/vi-VN/?userId=100001&secretKey=[REDACTED]');
    expect(redactUrl('/x?USER_SECRET_KEY=s&token=t&code=123456&page=2')).toBe(
      '/x?USER_SECRET_KEY=[REDACTED]&token=[REDACTED]&code=[REDACTED]&page=2',
    );
    expect(redactUrl('/x?secret%4Bey=abc')).toBe('/x?secret%4Bey=[REDACTED]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

describe('CALLS', () => {
  it('holds only call definitions', () => {
    expect(CALLS.length).toBeGreaterThan(0);
    expect(CALLS.filter((c) => !isCallDef(c))).toEqual([]);
    expect(isCallDef(['bug'])).toBe(false);
    expect(isCallDef(3)).toBe(false);
  });
});

const KIND = DB_KINDS.at(-1) ?? 'pglite';

describe.each([KIND])('input guards (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stringFields = CALLS.flatMap((call) =>
    Object.entries(fieldTypes(call))
      .filter(([, type]) => type === 'string')
      .map(([field]) => [`${call.method} ${call.path} ${field}`, call, field] as const),
  );

  it('has string fields to check', () => expect(stringFields.length).toBeGreaterThan(10));

  it.each(stringFields)('a NUL in %s answers 400 with a field error', async (_name, call, field) => {
    const base = (sampleInput(call) ?? {}) as Record<string, unknown>;
    const reply = await send(t, call, { ...base, [field]: 'hello\u0000world' });
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.data?.[field]).toBeDefined();
  });

  it('a NUL in feedback text answers 400 and stores nothing', async () => {
    const body = {
      category: 'bug',
      content: 'broken \u0000 screen',
      images: [],
      contact: 'me\u0000',
      page: '/x\u0000',
      env: { platform: 'h5', locale: 'en-US' },
    };
    const reply = await t.app.inject({
      method: 'POST',
      url: '/svc/feedback/api/feedback/submit',
      headers: { ...signedHeaders(), 'content-type': 'application/json', 'idempotency-key': 'nul-feedback-1' },
      payload: JSON.stringify(body),
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().data).sort()).toEqual(['contact', 'content', 'page']);
  });

  it('the largest aiagent_id an integer column holds answers normally, one past it and 2^53-1 answer 400', async () => {
    const call = CALLS.find((c) => c.path === '/api/aiagent/get_info') as CallDef;
    for (const id of [PG_INT_MAX + 1, 2 ** 53 - 1]) {
      const reply = await send(t, call, { aiagent_id: id });
      expect(reply.statusCode, String(id)).toBe(400);
    }
    const max = await send(t, call, { aiagent_id: PG_INT_MAX });
    expect(max.statusCode).toBeLessThan(500);
  });

  it('a stats event code beyond the integer column answers 400; the edges are stored', async () => {
    const call = CALLS.find((c) => c.path === '/report' && c.service === 'stats') as CallDef;
    const event = (code: number) => ({ type: 'event', name: 'edge', ts: Date.now(), code });
    for (const code of [PG_INT_MAX + 1, -(2 ** 31) - 1, 2 ** 53 - 1]) {
      const reply = await send(t, call, { events: [event(code)] });
      expect(reply.statusCode, String(code)).toBe(400);
    }
    const edges = await send(t, call, { events: [event(PG_INT_MAX), event(-(2 ** 31))] });
    expect(edges.statusCode).toBe(200);
  });
});

describe('a lost database connection', () => {
  it('is recognised through a wrapping error, and other errors are not', () => {
    expect(isConnectionLost(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLost(new Error('query failed', { cause: { code: 'CONNECTION_DESTROYED' } }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
  });

  it('answers 503 UNAVAILABLE as an envelope, an unexpected error 500', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      extend: (app) => {
        app.get('/test/lost', async () => {
          throw new Error('query failed', { cause: Object.assign(new Error('terminated'), { code: '57P01' }) });
        });
        app.get('/test/boom', async () => {
          throw new Error('boom');
        });
      },
    });
    try {
      const lost = await t.app.inject({ method: 'GET', url: '/test/lost' });
      expect([lost.statusCode, lost.json().code]).toEqual([503, ErrorCode.UNAVAILABLE]);
      const boom = await t.app.inject({ method: 'GET', url: '/test/boom' });
      expect([boom.statusCode, boom.json().code]).toEqual([500, ErrorCode.INTERNAL]);
    } finally {
      await t.close();
    }
  });
});
