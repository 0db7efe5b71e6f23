import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../src/lib/envelope.ts';
import { createTestApp, DB_KINDS, type TestApp } from './helpers.ts';

describe.each(DB_KINDS)('foundation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend: (app) => {
        app
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/svc/test/echo',
            { schema: { body: z.object({ name: z.string().min(1), amount: z.number().int().positive() }) } },
            async (request) => ok(request.body),
          );
        app.get('/svc/test/boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { status: 'up', database: kind } });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 4040, data: null });
  });

  it('answers malformed JSON with 400 and code 4001', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4001 });
  });

  it('answers wrong types with field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/svc/test/echo', payload: { name: '', amount: 'ten' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(4000);
    expect(Object.keys(body.data).sort()).toEqual(['amount', 'name']);
    expect(body.data.amount[0]).toEqual(expect.any(String));
  });

  it('accepts a valid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/svc/test/echo', payload: { name: 'a', amount: 3 } });
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { name: 'a', amount: 3 } });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000), amount: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 4130 });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 4150 });
  });

  it('hides unexpected errors behind a 500 envelope without the stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 5000, msg: expect.any(String), data: null });
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe.each(DB_KINDS)('contract calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('public_cheak finds a demo user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc/user/user/public_cheak?user_id=100001' });
    expect(res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { exists: true, user_id: 100001, username: 'Linh Tran', head_url: '' },
    });
  });

  it('public_cheak rejects a non-numeric id with a field error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/svc/user/user/public_cheak?user_id=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4000, data: { user_id: [expect.any(String)] } });
  });
});
