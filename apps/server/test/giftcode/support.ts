import { randomBytes } from 'node:crypto';
import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players, calls and money for the gift-code tests. */

const BASE = '/svc/giftcode/giftcode';

export interface Player {
  id: number;
  key: string;
  name: string;
}

let next = 0;

/** `count` users with sessions, ids far from the demo data's and from other tests'; one statement per table. */
export async function newPlayers(t: TestApp, count: number): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = 700_000 + ++next;
    made.push({ id, key: `gc${String(id).padStart(62, '0')}`, name: `Friend ${id}` });
  }
  for (let i = 0; i < made.length; i += 500) {
    const chunk = made.slice(i, i + 500);
    await t.database.db.execute(
      sql`insert into users (id, username, user_login, country_code) values ${sql.join(
        chunk.map((p) => sql`(${p.id}, ${p.name}, ${`gc${p.id}`}, 'vn')`),
        sql`, `,
      )}`,
    );
  }
  for (const p of made) await createSession(t.database.db, p.id, 'test', p.key);
  return made;
}

export const newPlayer = async (t: TestApp) => (await newPlayers(t, 1))[0] as Player;

export const newKey = () => randomBytes(12).toString('hex');

/** Coins for a player from issuance, as a reward would bring them (minor units). */
export async function fund(t: TestApp, userId: number, minor: bigint, coin: CoinCode = 'WH') {
  await transfer(
    t.database.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin, amount: minor, kind: 'reward' }],
    { reference: `test:${userId}`, idempotencyKey: `test-fund:${userId}:${newKey()}` },
  );
}

export const balance = (t: TestApp, userId: number, coin: CoinCode = 'WH') =>
  balanceOf(t.database.db, { userId }, coin);
export const escrow = (t: TestApp, coin: CoinCode = 'WH') => balanceOf(t.database.db, { system: 'escrow' }, coin);
export const house = (t: TestApp, coin: CoinCode = 'WH') => balanceOf(t.database.db, { system: 'house' }, coin);

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  data: any;
}

export interface CallOptions {
  body?: object;
  query?: Record<string, string | number>;
  key?: string;
  ip?: string;
  language?: string;
}

/** A call as the web client makes it; each player has an address of their own unless the test names one. */
export async function call(t: TestApp, player: Player | undefined, path: string, o: CallOptions = {}): Promise<Answer> {
  const extra: Record<string, string> = {};
  if (o.key !== undefined) extra['Idempotency-Key'] = o.key;
  if (o.language) extra.language = o.language;
  const qs = o.query
    ? `?${new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const id = player?.id ?? 1;
  const response = await t.app.inject({
    method: o.body ? 'POST' : 'GET',
    url: `${BASE}${path}${qs}`,
    headers: player ? signedHeaders({ userId: player.id, secretKey: player.key, extra }) : signedHeaders({ extra }),
    remoteAddress: o.ip ?? `10.${Math.floor(id / 62_500) % 250}.${Math.floor(id / 250) % 250}.${(id % 250) + 1}`,
    ...(o.body ? { payload: o.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}

/** Escrow holds exactly what active red packets of `coin` still owe (nothing else of the main brand uses it). */
export async function escrowHeld(t: TestApp, coin: CoinCode = 'WH'): Promise<bigint> {
  const [row] = await rows<{ held: string | null }>(
    t.database.db,
    sql`select coalesce(sum(total - claimed), 0)::text as held from gift_codes
        where kind = 'packet' and status = 'active' and coin = ${coin}`,
  );
  return BigInt(row?.held ?? '0');
}

/** The latest audit record of `action` (jsonb read back as objects on both databases). */
export async function lastAudit(t: TestApp, action: string) {
  const [row] = await rows<{ operator_id: string | number; target: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select operator_id, target, before, after from operator_audit where action = ${action} order by id desc limit 1`,
  );
  if (!row) return undefined;
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    operatorId: Number(row.operator_id),
    target: row.target,
    // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
    before: parse(row.before) as any,
    // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
    after: parse(row.after) as any,
  };
}
