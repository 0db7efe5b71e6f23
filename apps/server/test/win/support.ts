import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@arcadia/contract/fairness';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { fortuneSeeds } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { transfer } from '../../src/ledger/ledger.ts';
import { createSession } from '../../src/lib/session-keys.ts';
import { ensureSeed } from '../../src/services/fortune/fair-service.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

/** Main-brand players (never joined Fortune), calls of the win games, money and seeds for the tests. */

const BASE = '/svc/game/win';

export interface Player {
  id: number;
  key: string;
}

export interface Answer {
  status: number;
  code: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  data: any;
}

let next = 0;

export async function newPlayer(t: TestApp, country = 'vn'): Promise<Player> {
  const id = 710_000 + ++next;
  const key = `wn${String(id).padStart(62, '0')}`;
  await t.database.db.execute(
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${`Winner ${id}`}, ${`wn${id}`}, ${country})`,
  );
  await createSession(t.database.db, id, 'test', key);
  return { id, key };
}

export const newKey = () => randomBytes(12).toString('hex');

export const minor = (text: string) => {
  const [w = '0', f = ''] = text.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'));
};

export async function fund(t: TestApp, userId: number, amount: string) {
  await transfer(
    t.database.db,
    [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'USDT', amount: minor(amount), kind: 'recharge' }],
    { reference: `test:${userId}`, idempotencyKey: `win-fund:${userId}:${newKey()}` },
  );
}

export async function call(
  t: TestApp,
  player: Player | null,
  path: string,
  options: { body?: object; key?: string; query?: string; ip?: string } = {},
): Promise<Answer> {
  const extra: Record<string, string> = {};
  if (options.key !== undefined) extra['Idempotency-Key'] = options.key;
  const response = await t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: `${BASE}${path}${options.query ? `?${options.query}` : ''}`,
    headers: signedHeaders(player ? { userId: player.id, secretKey: player.key, extra } : { extra }),
    remoteAddress: options.ip ?? `10.21.${Math.floor((player?.id ?? 0) / 250) % 250}.${((player?.id ?? 0) % 250) + 1}`,
    ...(options.body ? { payload: options.body } : {}),
  });
  const json = response.json() as { code: number; data: unknown };
  return { status: response.statusCode, code: json.code, data: json.data };
}

export async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}

/** The player's active pair, its server seed replaced by the first of `planted-<tag>-<i>` that makes `wanted` true. */
export async function plant(
  t: TestApp,
  userId: number,
  tag: string,
  wanted: (pair: { serverSeed: string; clientSeed: string; nonce: number }) => boolean,
) {
  const db = t.database.db;
  const seed = await ensureSeed(db, userId);
  for (let i = 0; i < 200_000; i++) {
    const serverSeed = `planted-${tag}-${userId}-${i}`;
    if (!wanted({ serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce })) continue;
    await db
      .update(fortuneSeeds)
      .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed) })
      .where(and(eq(fortuneSeeds.id, seed.id), eq(fortuneSeeds.active, true)));
    return { serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
  }
  throw new Error('no seed found');
}
