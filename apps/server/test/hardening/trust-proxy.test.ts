import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createTestApp } from '../helpers.ts';

/** The address per-IP limits and the visitors' nonce scope key on, as the server sees it. */
async function seenIp(trustProxy: string | undefined, remoteAddress: string, forwarded: string) {
  const t = await createTestApp('pglite', {
    seed: false,
    config: { trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy },
    extend: (app) => {
      app.get('/test/ip', async (request) => ({ ip: request.ip }));
    },
  });
  try {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded },
    });
    return (answer.json() as { ip: string }).ip;
  } finally {
    await t.close();
  }
}

describe('trusted proxies (TRUST_PROXY)', () => {
  it('ignores a client-chosen X-Forwarded-For by default', async () => {
    expect(await seenIp(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('follows X-Forwarded-For only from a configured proxy address or hop count', async () => {
    expect(await seenIp('127.0.0.1', '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenIp('127.0.0.1', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await seenIp('10.0.0.0/8', '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seenIp('1', '203.0.113.9', '198.51.100.7, 10.0.0.5')).toBe('10.0.0.5');
  });

  it('refuses a malformed setting at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
