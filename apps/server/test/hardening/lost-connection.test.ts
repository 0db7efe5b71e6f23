import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../src/db/client.ts';
import { type Exec, rows } from '../../src/ledger/sql.ts';
import { createTestApp, signedHeaders, type TestApp } from '../helpers.ts';

const BASE = process.env.DATABASE_URL;
const CALLS: [string, object][] = [
  ['/svc/user/user/get_user_info', {}],
  ['/svc/wallet/wallet/user_asset', { coin: 'WH' }],
  ['/svc/wallet/wallet/total_asset_in_usdt', {}],
];

/**
 * Postgres connections killed under load (fault 5): each call answers its result or 503 UNAVAILABLE in the
 * envelope; none answers 500, and a live session is never told 1004 (which would log the player out).
 */
describe.skipIf(!BASE)('database connections killed under load (postgres)', () => {
  let t: TestApp;
  let admin: postgres.Sql;
  const errors: string[] = [];
  beforeAll(async () => {
    // The per-user limit would answer 429 long before the load shows anything.
    process.env.RATE_USER_PER_MINUTE = '1000000';
    // A query postgres.js loses counts as lost after 3 s (30 s by default).
    t = await createTestApp('postgres', {
      config: { dbQueryDeadlineMs: 3000 },
      extend: async (app) => {
        app.addHook('onError', async (_request, _reply, error) => {
          errors.push(
            `${(error as { code?: string }).code} ${error.message} ${error.stack?.split('\n').slice(1, 6).join(' | ')}`,
          );
        });
      },
    });
    admin = postgres(BASE as string, { max: 1, onnotice: () => {} });
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    delete process.env.RATE_USER_PER_MINUTE;
  });

  it('answers 0 or 503, never 500 or 1004', async () => {
    const name = new URL(t.app.config.databaseUrl as string).pathname.slice(1);
    const seen = new Map<string, number>();
    let running = true;
    const workers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; running; i++) {
        const [url, payload] = CALLS[(w + i) % CALLS.length] as [string, object];
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: signedHeaders({ userId: 100001 }),
          payload,
        });
        const key = `${answer.statusCode}/${answer.json().code}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        if (answer.json().code !== 0 && answer.statusCode !== 503) {
          seen.set(`${key} ${url} ${answer.body.slice(0, 120)}`, 1);
        }
      }
    });
    for (let round = 0; round < 12; round++) {
      await new Promise((r) => setTimeout(r, 250));
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
    }
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(workers);
    const answered = '200/0';
    const unavailable = `503/${ErrorCode.UNAVAILABLE}`;
    expect(
      [...seen.keys()].filter((k) => k !== answered && k !== unavailable),
      JSON.stringify([...seen, ...errors]),
    ).toEqual([]);
    expect(seen.get(unavailable) ?? 0, JSON.stringify([...seen])).toBeGreaterThan(0);
    expect(seen.get(answered) ?? 0).toBeGreaterThan(20);
  }, 60_000);
});

describe('a result cut short by a lost connection', () => {
  it('counts as a lost connection (503), never as rows', async () => {
    // What postgres.js left once: the row count of the answer, with holes where the rows should be.
    const holey: unknown[] = [];
    holey.length = 2;
    const db = { execute: async () => holey } as unknown as Exec;
    const error = await rows(db, sql`select 1`).catch((e: unknown) => e);
    expect(isConnectionLost(error)).toBe(true);
    const whole = { execute: async () => [{ a: 1 }, { a: 2 }] } as unknown as Exec;
    expect(await rows(whole, sql`select 1`)).toEqual([{ a: 1 }, { a: 2 }]);
  });
});
