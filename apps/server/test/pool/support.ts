import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import type { PoolDeps } from '../../src/services/pool/job.ts';
import { signedHeaders, type TestApp } from '../helpers.ts';

// The pool's timer stays off in tests: each test runs the job itself with the clock it wants.
process.env.POOL_JOB_EVERY_MS = '0';

let seq = 0;
export const key = () => `pool-test-${Date.now()}-${seq++}`;

export async function poolCall(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: { user?: number; body?: Record<string, unknown>; idem?: string; query?: string } = {},
) {
  const headers = signedHeaders(options.user ? { userId: options.user } : {});
  if (options.idem) headers['Idempotency-Key'] = options.idem;
  const r = await t.app.inject({
    method,
    url: `/svc/pool${path}${options.query ? `?${options.query}` : ''}`,
    headers,
    ...(method === 'POST' ? { payload: options.body ?? {} } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts what it reads
  return { status: r.statusCode, body: r.json() as { code: number; msg: string; data: any } };
}

export const deps = (t: TestApp, overrides: Partial<PoolDeps['settings']> = {}): PoolDeps => ({
  ...t.app.pool,
  settings: { ...t.app.pool.settings, ...overrides },
});

/** Test players (ticker users of the Fortune seed) with `kc` KC each from issuance. */
export async function fundKc(db: Db, users: number[], kc: bigint) {
  for (const userId of users)
    await transfer(
      db,
      [{ debit: { system: 'issuance' }, credit: { userId }, coin: 'KC', amount: kc, kind: 'reward' }],
      { reference: 'pool-test', idempotencyKey: `pool-test-kc:${userId}:${key()}` },
    );
}

/** Platform earnings during a period: `fees` USDT minor units into fees, `house` net into the house. */
export async function earn(db: Db, payer: number, fees: bigint, house: bigint) {
  await transfer(
    db,
    [
      {
        debit: { system: 'issuance' },
        credit: { userId: payer },
        coin: 'USDT',
        amount: fees + 2n * house + 1n,
        kind: 'reward',
      },
    ],
    { reference: 'pool-test', idempotencyKey: `pool-test-usdt:${key()}` },
  );
  if (fees > 0n)
    await transfer(
      db,
      [{ debit: { userId: payer }, credit: { system: 'fees' }, coin: 'USDT', amount: fees, kind: 'fee' }],
      {
        reference: 'pool-test',
        idempotencyKey: `pool-test-fee:${key()}`,
      },
    );
  if (house > 0n) {
    // A bet of twice the amount and a win of the amount: the house nets `house`.
    await transfer(
      db,
      [{ debit: { userId: payer }, credit: { system: 'house' }, coin: 'USDT', amount: house * 2n, kind: 'bet' }],
      { reference: 'pool-test', idempotencyKey: `pool-test-bet:${key()}` },
    );
    await transfer(
      db,
      [{ debit: { system: 'house' }, credit: { userId: payer }, coin: 'USDT', amount: house, kind: 'win' }],
      { reference: 'pool-test', idempotencyKey: `pool-test-win:${key()}` },
    );
  }
}

export const poolUsdt = (db: Db) => balanceOf(db, { system: 'pool' }, 'USDT');
export const poolKc = (db: Db) => balanceOf(db, { system: 'pool' }, 'KC');

export async function stakesSum(db: Db): Promise<bigint> {
  const [row] = await rows<{ s: string }>(db, sql`select coalesce(sum(amount), 0)::text as s from pool_stakes`);
  return BigInt(row?.s ?? '0');
}

export async function transfersOfKind(db: Db, kind: string, reference?: string) {
  return rows<{ amount: string; credit_account_id: string | number }>(
    db,
    sql`select amount::text as amount, credit_account_id from ledger_transfers
        where kind = ${kind} ${reference ? sql`and reference = ${reference}` : sql``}`,
  );
}

export async function ledgerProblems(db: Db) {
  return (await checkLedger(db)).problems;
}

/** A moment later than the last, so period windows never overlap the previous transfers' timestamps. */
export const tick = () => new Promise((r) => setTimeout(r, 5));
