import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ErrorCode } from '@arcadia/contract';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { type Cluster, NGINX, startCluster } from '../../src/deploy/cluster.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { signedHeaders } from '../helpers.ts';

/**
 * Scale-out, proven (issue 12): two server processes behind nginx on one Postgres and one Redis. Needs DATABASE_URL,
 * REDIS_URL and nginx (npm test sets the first two when it runs the Postgres suite; .ci/run installs nginx-light).
 */
const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL && existsSync(NGINX));

it.runIf(process.env.CI === 'true')('CI has what the scale-out test needs', () => {
  expect({
    postgres: Boolean(process.env.DATABASE_URL),
    redis: Boolean(process.env.REDIS_URL),
    nginx: existsSync(NGINX),
  }).toEqual({ postgres: true, redis: true, nginx: true });
});

describe.runIf(ready)('two processes behind nginx', () => {
  let cluster: Cluster;
  let databaseUrl: string;
  let dropDb: () => Promise<void>;

  beforeAll(async () => {
    const base = process.env.DATABASE_URL as string;
    const name = `arcadia_scale_${randomBytes(5).toString('hex')}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
    cluster = await startCluster({
      processes: 2,
      port: 20_000 + randomInt(20_000),
      databaseUrl,
      redisUrl: process.env.REDIS_URL as string,
      env: {
        SEED_DEMO: 'true',
        WALLET_ENC_KEY: randomBytes(32).toString('hex'),
        OTP_PEPPER: randomBytes(32).toString('hex'),
        TRUST_PROXY: '127.0.0.1',
        // Both processes share this run's Redis namespace; other runs and suites on the same Redis do not.
        REDIS_PREFIX: `arcadia:scale:${randomBytes(4).toString('hex')}:`,
        RATE_USER_PER_MINUTE: '100000',
        RATE_LOGIN_PER_IP: '5',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await dropDb?.();
  });

  interface Answer {
    upstream: string | null;
    code: number;
    data: { transfer_id?: string; user_id?: number } | null;
  }
  const post = async (path: string, body: unknown, headers: Record<string, string>): Promise<Answer> => {
    const response = await fetch(`${cluster.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; data: Answer['data'] };
    return { upstream: response.headers.get('x-upstream'), code: envelope.code, data: envelope.data };
  };

  it('spreads calls over both processes', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) seen.add((await fetch(`${cluster.origin}/healthz`)).headers.get('x-upstream') ?? '');
    expect([...seen].sort()).toEqual(cluster.serverPorts.map((p) => `127.0.0.1:${p}`).sort());
  });

  it('a NONCE used on one process is refused on the other', async () => {
    const headers = signedHeaders({ userId: 100002 });
    const first = await post('/svc/user/user/get_user_info', {}, headers);
    const second = await post('/svc/user/user/get_user_info', {}, headers);
    expect(first.upstream).not.toBe(second.upstream);
    expect(first.code).toBe(0);
    expect(second.code).toBe(ErrorCode.REPLAY_REJECTED);
  });

  it('the same transfer sent 50 times at once across processes moves once', async () => {
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    try {
      const before = await balanceOf(database.db, { userId: 100003 }, 'WH');
      const key = `scale-${randomBytes(8).toString('hex')}`;
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          post(
            '/svc/wallet/wallet/offchain_transfer',
            { to_user_id: 100003, coin: 'WH', amount: '1.5' },
            signedHeaders({ userId: 100001, extra: { 'Idempotency-Key': key } }),
          ),
        ),
      );
      expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
      const ids = new Set(answers.filter((a) => a.code === 0).map((a) => a.data?.transfer_id));
      expect(ids.size).toBe(1);
      expect(await balanceOf(database.db, { userId: 100003 }, 'WH')).toBe(before + 15_000n);
      expect((await checkLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('many transfers racing on one balance never overdraw it', async () => {
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    try {
      const balance = await balanceOf(database.db, { userId: 100002 }, 'KC');
      const each = balance / 20n + 1n; // 20 of them would be more than the balance
      const amount = `${each / 100n}.${String(each % 100n).padStart(2, '0')}`;
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          post(
            '/svc/wallet/wallet/offchain_transfer',
            { to_user_id: 100001, coin: 'KC', amount },
            signedHeaders({ userId: 100002, extra: { 'Idempotency-Key': randomBytes(8).toString('hex') } }),
          ),
        ),
      );
      const paid = answers.filter((a) => a.code === 0).length;
      expect(paid).toBeLessThan(20);
      expect(answers.filter((a) => a.code !== 0).every((a) => a.code === ErrorCode.INSUFFICIENT_BALANCE)).toBe(true);
      expect(await balanceOf(database.db, { userId: 100002 }, 'KC')).toBe(balance - BigInt(paid) * each);
      expect((await checkLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('the login limit counts across processes, and a session from one process works on the other', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await post(
          '/svc/user/user/login_by_key',
          { user_id: 100003, user_secret_key: 'f'.repeat(64) },
          signedHeaders(),
        ),
      );
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    expect(answers.at(-1)?.code).toBe(ErrorCode.RATE_LIMITED);
    const info = await Promise.all(
      [0, 1].map(() => post('/svc/user/user/get_user_info', {}, signedHeaders({ userId: 100003 }))),
    );
    expect(info.map((i) => i.data?.user_id)).toEqual([100003, 100003]);
    expect(new Set(info.map((i) => i.upstream)).size).toBe(2);
  });
});
