import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, statsEvents } from '../../src/db/schema/index.ts';
import { feedbackWithImages } from '../../src/services/feedback/repo.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ENV = { platform: 'h5', locale: 'en-US', web_version: '1.0.0', user_agent: 'test', screen: '375x812' };

describe.each(DB_KINDS)('feedback, aichat and stats on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('feedback submit', () => {
    it('stores the text, screenshots and app environment', async () => {
      const res = await post('/svc/feedback/api/feedback/submit', {
        category: 'bug',
        content: '  The wallet page froze after a deposit  ',
        images: [PNG, PNG],
        page: '/en-US/wallet',
        env: ENV,
      });
      expect(res.statusCode).toBe(200);
      const { code, data } = res.json();
      expect(code).toBe(0);
      const stored = await feedbackWithImages(t.database.db, data.id);
      expect(stored?.content).toBe('The wallet page froze after a deposit');
      expect(stored?.category).toBe('bug');
      expect(stored?.env).toMatchObject({ platform: 'h5', locale: 'en-US', screen: '375x812' });
      expect(stored?.images).toEqual([PNG, PNG]);
      expect(stored?.userId).toBeNull();
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(feedback))[0]?.n;
      const before = await count();
      for (const bad of [
        { category: 'bug', content: 'hey', images: [], env: ENV },
        { category: 'nope', content: 'long enough text', images: [], env: ENV },
        { category: 'bug', content: 'long enough text', images: [PNG, PNG, PNG, PNG], env: ENV },
        { category: 'bug', content: 'long enough text', images: ['data:text/html;base64,PGI+'], env: ENV },
        { category: 'bug', content: 'long enough text', images: [] },
      ]) {
        const res = await post('/svc/feedback/api/feedback/submit', bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(4000);
      }
      expect(await count()).toBe(before);
    });

    it('stores one row for a retried submit with the same idempotency key', async () => {
      const key = randomUUID();
      const body = { category: 'suggestion', content: 'Please add dark mode', images: [], env: ENV };
      const [a, b] = await Promise.all([
        post('/svc/feedback/api/feedback/submit', body, { 'idempotency-key': key }),
        post('/svc/feedback/api/feedback/submit', body, { 'idempotency-key': key }),
      ]);
      expect(a.json().data.id).toBe(b.json().data.id);
      const other = await post(
        '/svc/feedback/api/feedback/submit',
        { ...body, content: 'Something else entirely' },
        { 'idempotency-key': key },
      );
      expect(other.json().code).toBe(4091);
    });
  });

  describe('aichat', () => {
    it('lists AI agents and one agent in the request language', async () => {
      const list = (await post('/svc/aichat/api/aiagent/get_products', { lang: 'vi-VN' })).json();
      expect(list.code).toBe(0);
      expect(list.data.list.map((a: { aiagent_id: number }) => a.aiagent_id)).toEqual([1, 2]);
      expect(list.data.list[0].intro).toContain('tài khoản');
      const info = (await post('/svc/aichat/api/aiagent/get_info', { aiagent_id: 2, lang: 'en-US' })).json();
      expect(info.data.welcome).toContain('withdrawals');
      expect(info.data.questions).toHaveLength(2);
      const missing = (await post('/svc/aichat/api/aiagent/get_info', { aiagent_id: 99 })).json();
      expect(missing.code).toBe(4040);
    });

    it('returns the question list, falling back to en-US', async () => {
      const vi = (await post('/svc/aichat/api/cs/get_qlist', { user_id: 100001, lang: 'vi-VN' })).json();
      expect(vi.data.list).toHaveLength(4);
      expect(vi.data.list[0].question).toContain('đăng nhập');
      const ja = (await post('/svc/aichat/api/cs/get_qlist', {}, { 'accept-language': 'ja-JP' })).json();
      expect(ja.data.list[0].question).toBe('How do I log in on a new phone?');
    });
  });

  describe('stats report', () => {
    it('stores a batch of page and API reports', async () => {
      const now = Date.now();
      const res = await post('/svc/stats/report', {
        events: [
          { type: 'page', name: 'wallet', ts: now, page: '/en-US/wallet', duration_ms: 812 },
          { type: 'api', name: '/wallet/get_wallet_info', ts: now, duration_ms: 120, status: 200, code: 0 },
          { type: 'event', name: 'static_404', ts: now, data: { url: '/assets/x.js' } },
        ],
        env: { platform: 'h5', locale: 'en-US' },
      });
      expect(res.json()).toEqual({ code: 0, msg: expect.any(String), data: { accepted: 3 } });
      const rows = await t.database.db.select().from(statsEvents);
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['wallet', '/wallet/get_wallet_info', 'static_404']),
      );
      expect(rows.find((r) => r.name === 'static_404')?.data).toEqual({ url: '/assets/x.js' });
    });

    it('refuses an empty or oversized batch', async () => {
      expect((await post('/svc/stats/report', { events: [] })).statusCode).toBe(400);
      const many = Array.from({ length: 101 }, () => ({ type: 'event', name: 'x', ts: Date.now() }));
      expect((await post('/svc/stats/report', { events: many })).statusCode).toBe(400);
      expect((await post('/svc/stats/report', { events: [{ type: 'x', name: 'y', ts: 1 }] })).statusCode).toBe(400);
    });
  });
});
