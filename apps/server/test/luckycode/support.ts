import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players, calls and money for the lucky-code tests. */

const BASE = '/svc/activity/luckycode';

export interface Player {
  id: number;
  key: string;
}

let next = 0;

/** `count` players with sessions and `kc` KC each (minor units, from issuance as a task reward would bring it). */
export async function newPlayers(t: TestApp, count: number, kc = 0n): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = 700_000 + ++next + Math.floor(Math.random() * 1000) * 1000;
    made.push({ id, key: `lc${String(id).padStart(62, '0')}` });
  }
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values ${sql.join(
      made.map((p) => sql`(${p.id}, ${`Lucky Player ${p.id}`}, ${`lc${p.id}`}, 'vn')`),
      sql`, `,
    )}`,
  );
  for (const p of made) {
    await createSession(t.database.db, p.id, 'test', p.key);
    if (kc > 0n) await fundKc(t, p.id, kc);
  }
  return made;
}

async function fundKc(t: TestApp, userId: number, minor: bigint) {
  await transfer(
    t.database.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'KC', amount: minor, kind: 'task_reward' }],
    { reference: `test:${userId}`, idempotencyKey: `test-kc:${userId}:${newKey()}` },
  );
}

export const newKey = () => randomBytes(12).toString('hex');
export const kcOf = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'KC');
export const systemKc = (t: TestApp, system: 'luckycode' | 'house') => balanceOf(t.database.db, { system }, 'KC');

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  data: any;
}

/** A call as the web client makes it: GET with a query, or POST with a body (and an Idempotency-Key when given). */
export async function call(
  t: TestApp,
  player: Player | undefined,
  path: string,
  options: { body?: object; query?: Record<string, string | number>; key?: string } = {},
): Promise<Answer> {
  const extra: Record<string, string> = {};
  if (options.key !== undefined) extra['Idempotency-Key'] = options.key;
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const response = await t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `${BASE}${path}${query}`,
    headers: signedHeaders({ ...(player ? { userId: player.id, secretKey: player.key } : {}), extra }),
    ...(options.body ? { payload: options.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export const buy = (t: TestApp, p: Player, drawId: number, count: number, key = newKey()) =>
  call(t, p, '/buy', { body: { draw_id: drawId, count }, key });

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}
