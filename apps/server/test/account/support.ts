import { randomBytes } from 'node:crypto';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { transfer } from '../../src/ledger/ledger.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players with sessions, money and calls for the account and product tests. */

export interface Player {
  id: number;
  key: string;
  name: string;
  phone: string;
}

let next = 0;

/** A new player (ids far from the demo data and other tests) with a phone and one session. */
export async function newPlayer(t: TestApp, base: number, market = 'vn'): Promise<Player> {
  const id = base + ++next;
  const player = {
    id,
    key: randomBytes(32).toString('hex'),
    name: `Player ${id} ${randomBytes(3).toString('hex')}`,
    phone: `+8490${String(id).padStart(7, '0')}`,
  };
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, phone_number, country_code)
        values (${id}, ${player.name}, ${`acct${id}`}, ${player.phone}, ${market})`,
  );
  await createSession(t.database.db, id, 'phone_otp', player.key);
  return player;
}

/** Another session of the same player (another device). */
export async function anotherSession(t: TestApp, player: Player, loginType = 'password'): Promise<Player> {
  const key = randomBytes(32).toString('hex');
  await createSession(t.database.db, player.id, loginType, key);
  return { ...player, key };
}

const newKey = () => randomBytes(12).toString('hex');

export async function fund(t: TestApp, userId: number, minor: bigint, coin: CoinCode = 'WH') {
  await transfer(
    t.database.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin, amount: minor, kind: 'reward' }],
    { reference: `test:${userId}`, idempotencyKey: `test-fund:${userId}:${newKey()}` },
  );
}

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  data: any;
}

/** A call as the web client makes it (`path` under /svc/<service>); a body makes it a POST. */
export async function call(
  t: TestApp,
  player: Player | undefined,
  path: string,
  o: {
    body?: object;
    query?: Record<string, string | number>;
    language?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const qs = o.query
    ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const extra: Record<string, string> = { ...(o.language ? { language: o.language } : {}), ...o.headers };
  const id = player?.id ?? 1;
  const response = await t.app.inject({
    method: o.body ? 'POST' : 'GET',
    url: `${path}${qs}`,
    headers: player ? signedHeaders({ userId: player.id, secretKey: player.key, extra }) : signedHeaders({ extra }),
    remoteAddress: `10.${Math.floor(id / 62_500) % 250}.${Math.floor(id / 250) % 250}.${(id % 250) + 1}`,
    ...(o.body ? { payload: o.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}
