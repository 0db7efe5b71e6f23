// Security checks of issue 7: session keys never in logs, secrets never in URLs, CSP and security headers on
// every HTML answer, rate limits answering 429. Logs come from the real server process (pino to stdout).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALLS, ErrorCode, ROUTES } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DEMO_USERS, seedDemo } from '../../src/db/seed.ts';
import { createTestApp, signedHeaders } from '../helpers.ts';
import { fieldTypes } from './sample-input.ts';

const DEMO = DEMO_USERS[0];
const SERVER = new URL('../../src/main.ts', import.meta.url).pathname;

describe('session keys never reach the logs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arcadia-sec-'));
  const port = 3390 + Math.floor(Math.random() * 9);
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let output = '';

  beforeAll(async () => {
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        OTP_PEPPER: randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'db'),
        DATABASE_URL: '',
        WEB_DIST: '',
        LOG_LEVEL: 'debug',
        WALLET_ENC_KEY: randomBytes(32).toString('hex'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${origin}/healthz`).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not start:\n${output}`);
  }, 120_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs neither the demo key nor a key issued at login, whatever the request', async () => {
    const issued: string[] = [];
    const session = signedHeaders({ userId: DEMO.id });
    await fetch(`${origin}/svc/user/user/get_user_info`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: '{}',
    });
    await fetch(`${origin}/svc/user/user/get_user_info`, {
      method: 'POST',
      headers: { ...signedHeaders({ userId: DEMO.id }), 'content-type': 'application/json' },
      body: '{"broken":',
    });
    const login = await fetch(`${origin}/svc/user/user/login_by_key`, {
      method: 'POST',
      headers: { ...signedHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: DEMO.id, user_secret_key: DEMO.secretKey, secret_key: DEMO.secretKey }),
    });
    const answer = (await login.json().catch(() => null)) as { data?: { user_secret_key?: string } } | null;
    if (answer?.data?.user_secret_key) issued.push(answer.data.user_secret_key);
    await new Promise((r) => setTimeout(r, 300));
    expect(output).toContain('incoming request'); // the capture works: requests are being logged
    for (const key of [DEMO.secretKey, ...issued]) expect(output).not.toContain(key);
  });

  it('keeps URL credentials (the spec startup login) out of the logs', async () => {
    await fetch(`${origin}/vi-VN/?userId=${DEMO.id}&secretKey=${DEMO.secretKey}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(output).not.toContain(DEMO.secretKey);
  });
});

describe('secrets never travel in URLs', () => {
  it('no GET call takes a secret, password, code or token as a query field', () => {
    const secretish = /secret|password|passwd|otp|token|session|private|mnemonic|seed|shard/i;
    const offenders = CALLS.filter((c) => c.method === 'GET').flatMap((c) =>
      Object.keys(fieldTypes(c))
        .filter((f) => secretish.test(f))
        .map((f) => `${c.path}?${f}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('CSP and security headers on every HTML answer', () => {
  const dist = mkdtempSync(join(tmpdir(), 'arcadia-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="vi-VN"><head><!--app-head--></head><body></body></html>',
  );
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    process.env.WALLET_ENC_KEY ??= randomBytes(32).toString('hex');
    const config = loadConfig(
      { ...process.env, NODE_ENV: 'production', OTP_PEPPER: randomBytes(32).toString('hex') },
      { webDist: dist, dataDir: 'memory://', databaseUrl: undefined, redisUrl: undefined, logLevel: 'silent' },
    );
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedDemo(database.db);
    app = await buildApp({ config, database });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(async () => close?.());

  it('every route of the manifest, in two locales, answers HTML with the headers', async () => {
    const paths = ROUTES.flatMap((r) => ['vi-VN', 'en-US'].map((l) => `/${l}${r.path.replace(/\$[a-zA-Z]*/g, 'x1')}`));
    paths.push('/vi-VN/no/such/page', `/vi-VN/?userId=${DEMO.id}&secretKey=${DEMO.secretKey}`);
    const problems: string[] = [];
    for (const url of paths) {
      const reply = await app.inject({ method: 'GET', url });
      // A short invite link is a server redirect to its landing page (docs/share.md), which is checked as a page.
      if (/^\/[a-z]{2}-[A-Z]{2}\/r\/x1$/.test(url)) {
        const landing = String(reply.headers.location ?? '');
        if (reply.statusCode !== 302 || !landing.startsWith(`${url.slice(0, 6)}/share/land`))
          problems.push(`${url}: ${reply.statusCode} to "${landing}", not the landing page`);
        continue;
      }
      const type = String(reply.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        problems.push(`${url}: ${reply.statusCode} ${type}`);
        continue;
      }
      const csp = String(reply.headers['content-security-policy'] ?? '');
      if (
        !/script-src 'self'/.test(csp) ||
        /unsafe-inline|unsafe-eval/.test(csp.split('script-src')[1]?.split(';')[0] ?? '') ||
        !/object-src 'none'/.test(csp) ||
        !/frame-ancestors/.test(csp)
      )
        problems.push(`${url}: CSP "${csp}"`);
      if (reply.headers['x-content-type-options'] !== 'nosniff') problems.push(`${url}: no nosniff`);
      if (reply.headers['referrer-policy'] !== 'no-referrer') problems.push(`${url}: referrer-policy`);
      if (!String(reply.headers['cache-control'] ?? '').includes('no-cache')) problems.push(`${url}: cache-control`);
      if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(reply.body)) problems.push(`${url}: inline script in the HTML`);
    }
    expect(paths.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

describe('rate limits answer 429', () => {
  it('the per-user limit refuses the call past the limit with an envelope 429', async () => {
    process.env.RATE_USER_PER_MINUTE = '20'; // a small limit keeps the test short; the mechanism is the same
    const t = await createTestApp('pglite');
    try {
      const max = t.app.limits.perUser.max;
      const statuses: number[] = [];
      let last: { code?: number } = {};
      for (let i = 0; i <= max; i++) {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/svc/user/user/get_user_info',
          headers: { ...signedHeaders({ userId: DEMO.id }), 'content-type': 'application/json' },
          payload: '{}',
        });
        statuses.push(reply.statusCode);
        last = reply.json();
      }
      expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(last.code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await t.close();
    }
  }, 60_000);
});
