import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players, calls and money for the lotto and xoso tests (USDT, the game balance; 6 decimals). */

const BASE = '/svc/game';
export const U = 1_000_000n;

export interface Player {
  id: number;
  key: string;
}

let next = 0;

export async function newPlayers(t: TestApp, count: number, usdt = 0n): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = 800_000 + ++next + Math.floor(Math.random() * 1000) * 1000;
    made.push({ id, key: `lt${String(id).padStart(62, '0')}` });
  }
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values ${sql.join(
      made.map((p) => sql`(${p.id}, ${`Lotto Player ${p.id}`}, ${`lt${p.id}`}, 'vn')`),
      sql`, `,
    )}`,
  );
  for (const p of made) {
    await createSession(t.database.db, p.id, 'test', p.key);
    if (usdt > 0n)
      await transfer(
        t.database.db,
        [{ debit: { system: 'issuance' }, credit: { userId: p.id }, coin: 'USDT', amount: usdt, kind: 'deposit' }],
        { reference: `test:${p.id}`, idempotencyKey: `test-usdt:${p.id}:${newKey()}` },
      );
  }
  return made;
}

export const newKey = () => randomBytes(12).toString('hex');
export const usdtOf = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');
export const systemUsdt = (t: TestApp, system: 'lotto' | 'house') => balanceOf(t.database.db, { system }, 'USDT');

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  data: any;
}

/** Calls a service's path as a player (or a visitor): GET with a query, POST with a body. */
export async function callService(
  base: string,
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
    url: `${base}${path}${query}`,
    headers: signedHeaders({ ...(player ? { userId: player.id, secretKey: player.key } : {}), extra }),
    ...(options.body ? { payload: options.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;
/** callService bound to one service's base path. */
export const callerFor =
  (base: string) =>
  (...args: DropFirst<Parameters<typeof callService>>) =>
    callService(base, ...args);
export const call = callerFor(BASE);

export const buy = (t: TestApp, p: Player, drawId: number, lines: number[][], key = newKey()) =>
  call(t, p, '/lotto/buy', { body: { draw_id: drawId, lines }, key });

export const bet = (
  t: TestApp,
  p: Player,
  body: { draw_id: number; kind: string; number: number; stake: string },
  key = newKey(),
) => call(t, p, '/xoso/bet', { body, key });

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}
