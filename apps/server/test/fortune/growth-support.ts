import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import type { Answer } from './games-support.ts';

/** Shared by the gift-code and real-time prize tests: players of their own, calls, money. */

const BASE = '/svc/fortune/fortune';

export interface Player {
  id: number;
  key: string;
  name: string;
}

let next = 0;

/**
 * `count` registered Fortune players (users with sessions) of `market`, ids far from the demo data's and from the
 * other Fortune tests'. One statement per table, so hundreds are quick.
 */
export async function newPlayers(t: TestApp, count: number, market = 'vn'): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = 500_000 + ++next;
    made.push({ id, key: `gr${String(id).padStart(62, '0')}`, name: `Viewer ${id}` });
  }
  const db = t.database.db;
  const values = (f: (p: Player) => ReturnType<typeof sql>) =>
    sql.join(
      made.map((p) => f(p)),
      sql`, `,
    );
  await db.execute(
    sql`insert into users (id, username, user_login, country_code)
        values ${values((p) => sql`(${p.id}, ${p.name}, ${`gr${p.id}`}, ${market})`)}`,
  );
  await db.execute(
    sql`insert into fortune_players (user_id, market, age_confirmed_at)
        values ${values((p) => sql`(${p.id}, ${market}, now())`)}`,
  );
  for (const p of made) await createSession(db, p.id, 'test', p.key);
  return made;
}

export const newPlayer = async (t: TestApp, market = 'vn') => (await newPlayers(t, 1, market))[0] as Player;

/** Cash for a player, from issuance (as a recharge would bring it). */
export async function fund(t: TestApp, userId: number, minor: bigint) {
  await transfer(
    t.database.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'USDT', amount: minor, kind: 'recharge' }],
    { reference: `test:${userId}`, idempotencyKey: `test-fund:${userId}:${newKey()}` },
  );
}

export interface CallOptions {
  /** POST body; GET when absent. */
  body?: object;
  key?: string;
  ip?: string;
  language?: string;
  country?: string;
}

/** A call as the web client makes it; each player has an address of their own unless the test names one. */
export async function call(t: TestApp, player: Player, path: string, options: CallOptions = {}): Promise<Answer> {
  const extra: Record<string, string> = { 'Country-Code': options.country ?? 'vn' };
  if (options.key !== undefined) extra['Idempotency-Key'] = options.key;
  if (options.language) extra.language = options.language;
  const response = await t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `${BASE}${path}`,
    headers: signedHeaders({ userId: player.id, secretKey: player.key, extra }),
    remoteAddress: options.ip ?? `10.9.${Math.floor(player.id / 250) % 250}.${(player.id % 250) + 1}`,
    ...(options.body ? { payload: options.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export const newKey = () => randomBytes(12).toString('hex');

/** USDT decimal text to minor units (6 decimals). */
export const minor = (text: string) => {
  const [w = '0', f = ''] = text.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'));
};

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
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

/** Every role without fortune.campaigns is refused each of `calls` (path and body), the permission named. */
export async function expectCampaignsOnly(t: TestApp, calls: readonly (readonly [string, object])[]) {
  for (const role of ['viewer', 'support', 'finance', 'games'] as const) {
    const operator = await signedInOperator(t, role);
    for (const [path, body] of calls) {
      const answer = await opsCall(t.app, path, body, operator.token);
      expect(answer.body, `${role} ${path}`).toMatchObject({
        code: ErrorCode.FORBIDDEN,
        data: { permission: 'fortune.campaigns' },
      });
    }
  }
}
