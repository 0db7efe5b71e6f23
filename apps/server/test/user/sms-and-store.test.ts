import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { MemoryStore, RedisStore } from '../../src/lib/fast-store.ts';
import { HttpSmsSender, lastDevOtp, smsSenderFrom } from '../../src/lib/sms.ts';
import { grayFlags } from '../../src/services/user/config-service.ts';
import { marketOfPhone } from '../../src/services/user/markets.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { expectCode, post, randomPhone } from './support.ts';

/** A provider double: records what it receives, answers with the status the test sets. */
class SmsProviderDouble {
  received: { auth: string | undefined; body: { to: string; text: string; from: string } }[] = [];
  status = 200;
  url = '';
  private server: Server | undefined;

  async start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        this.received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.statusCode = this.status;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/send`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

describe('HTTP SMS adapter', () => {
  const provider = new SmsProviderDouble();
  let t: TestApp;
  beforeAll(async () => {
    await provider.start();
    Object.assign(process.env, { SMS_PROVIDER: 'http', SMS_HTTP_URL: provider.url, SMS_HTTP_TOKEN: 'tok-1' });
    t = await createTestApp('pglite');
    for (const key of ['SMS_PROVIDER', 'SMS_HTTP_URL', 'SMS_HTTP_TOKEN']) delete process.env[key];
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('posts the code to the provider with its token', async () => {
    const phone = randomPhone();
    expectCode(await post(t, '/user/send_otp_via_phone', { phone }), 0);
    const last = provider.received.at(-1);
    expect(last?.auth).toBe('Bearer tok-1');
    expect(last?.body.to).toBe(phone);
    expect(last?.body.text).toMatch(/Arcadia code is \d{6}\./);
    expect(lastDevOtp(phone)).toBeUndefined();
  });

  it('answers 5030 when the provider fails', async () => {
    provider.status = 502;
    try {
      expectCode(await post(t, '/user/send_otp_via_phone', { phone: randomPhone() }), 5030, 503);
    } finally {
      provider.status = 200;
    }
  });

  it('throws on a non-2xx answer and needs a URL to be chosen', async () => {
    provider.status = 401;
    await expect(new HttpSmsSender({ url: provider.url }).send('+84900000000', 'x')).rejects.toThrow(/401/);
    provider.status = 200;
    expect(() => smsSenderFrom(parseSettings({ SMS_PROVIDER: 'http' }).settings, () => {})).toThrow(/SMS_HTTP_URL/);
    expect(smsSenderFrom(parseSettings({}).settings, () => {}).name).toBe('dev');
  });
});

describe.each([
  ['memory', () => new MemoryStore()],
  ['redis', () => new RedisStore(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `arcadia:t:${Math.random()}:`)],
])('fast store (%s)', (_kind, open) => {
  const store = open();
  afterAll(() => store.close());

  it('stores a key once until it expires', async () => {
    expect(await store.setIfAbsent('n:1', 'a', 1000)).toBe(true);
    expect(await store.setIfAbsent('n:1', 'b', 1000)).toBe(false);
    expect(await store.get('n:1')).toBe('a');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.get('n:1')).toBeUndefined();
    expect(await store.setIfAbsent('n:1', 'c', 1000)).toBe(true);
  });

  it('counts within a window that starts at the first hit', async () => {
    expect(await store.increment('c:1', 1000)).toBe(1);
    expect(await store.increment('c:1', 1000)).toBe(2);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.increment('c:1', 1000)).toBe(1);
  });

  it('sets, reads and deletes', async () => {
    await store.set('k', 'v', 1000);
    expect(await store.get('k')).toBe('v');
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
  });

  it('hands out a nonce to exactly one of many concurrent callers', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store.setIfAbsent('race', 'x', 1000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('small rules', () => {
  it('reads gray flags with a rollout percentage by user id', () => {
    expect(grayFlags(undefined, 0)).toEqual({ feedback_v2: true });
    const flags = 'feedback_v2=100,beta=50,off=0';
    expect(grayFlags(flags, 100049)).toEqual({ feedback_v2: true, beta: true, off: false });
    expect(grayFlags(flags, 100050)).toEqual({ feedback_v2: true, beta: false, off: false });
    expect(grayFlags(flags, 0).beta).toBe(false);
    expect(grayFlags(flags, 1, ['beta', 'x'])).toEqual({ beta: true, x: false });
  });

  it('finds the market of a phone by its dialing code', () => {
    expect(marketOfPhone('+84901234567')).toBe('vn');
    expect(marketOfPhone('+6281234567890')).toBe('id');
    expect(marketOfPhone('+998901234567')).toBe('uz');
    expect(marketOfPhone('+4915112345678')).toBe('vn');
  });
});
