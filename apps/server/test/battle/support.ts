import { sql } from 'drizzle-orm';
import { checkLedger } from '../../src/ledger/check.ts';
import { inTransaction } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Players, calls and checks the battle and honour tests share. */

export interface Player {
  id: number;
  key: string;
}

let next = 0;

/** `count` players of `market` with sessions, ids of their own (far from the demo data and other suites). */
export async function newPlayers(t: TestApp, count: number, market = 'vn'): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = 720_000 + ++next;
    made.push({ id, key: `bt${String(id).padStart(62, '0')}` });
  }
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values ${sql.join(
      made.map((p) => sql`(${p.id}, ${`Battler ${p.id}`}, ${`bt${p.id}`}, ${market})`),
      sql`, `,
    )}`,
  );
  for (const p of made) await createSession(t.database.db, p.id, 'test', p.key);
  return made;
}

export const newPlayer = async (t: TestApp, market = 'vn') => (await newPlayers(t, 1, market))[0] as Player;

export async function call(
  t: TestApp,
  service: 'battle' | 'honor',
  method: 'GET' | 'POST',
  path: string,
  player?: Player,
  body: Record<string, unknown> = {},
) {
  const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  const res = await t.app.inject({
    method,
    url: `/svc/${service}${path}${query}`,
    headers: signedHeaders(player ? { userId: player.id, secretKey: player.key } : {}),
    remoteAddress: `10.72.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    ...(method === 'POST' ? { payload: body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** Runs a one-line hook as its area does: inside a transaction of its own. */
export const inTx = <T>(t: TestApp, fn: Parameters<typeof inTransaction<T>>[1]) => inTransaction(t.database.db, fn);

export async function expectLedgerClean(t: TestApp) {
  const { problems } = await checkLedger(t.database.db);
  return problems;
}

export async function transfersWithKey(t: TestApp, prefix: string) {
  return rows<{ idempotency_key: string; amount: string }>(
    t.database.db,
    sql`select idempotency_key, amount::text as amount from ledger_transfers where idempotency_key like ${`${prefix}%`}`,
  );
}
