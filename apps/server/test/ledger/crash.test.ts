import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { one } from '../../src/ledger/sql.ts';
import { DB_KINDS, useTestApp } from '../helpers.ts';

describe.each(DB_KINDS)('a transfer killed half way on %s', (kind) => {
  const t = useTestApp(kind);

  it('leaves no trace: balances, transfers and invariants as before', async () => {
    const legs = [
      { debit: { userId: 100001 }, credit: { userId: 100002 }, coin: 'WH' as const, amount: 12_345n, kind: 'transfer' },
    ];
    const before = [
      await balanceOf(t.app.db, { userId: 100001 }, 'WH'),
      await balanceOf(t.app.db, { userId: 100002 }, 'WH'),
    ];
    const killed = transfer(
      t.app.db,
      legs,
      { reference: 'crash', idempotencyKey: 'crash-test' },
      {
        afterBalances: async (tx) => {
          // Both balances are already changed inside the transaction when the connection dies.
          if (kind === 'postgres') {
            const me = await one<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
            const admin = postgres(t.app.config.databaseUrl as string, { max: 1, onnotice: () => {} });
            await admin`select pg_terminate_backend(${me?.pid ?? 0})`;
            await admin.end();
            // The next statement meets the dead connection; the transfer must fail and the process live on
            // (inTransaction keeps postgres.js from writing ROLLBACK to the closed socket).
            await new Promise((resolve) => setTimeout(resolve, 100));
            await tx.execute(sql`select 1`);
          } else {
            throw new Error('process died'); // PGlite has no backend to kill: the closest is dying mid-transaction.
          }
        },
      },
    );
    await expect(killed).rejects.toThrow();
    const after = [
      await balanceOf(t.app.db, { userId: 100001 }, 'WH'),
      await balanceOf(t.app.db, { userId: 100002 }, 'WH'),
    ];
    expect(after).toEqual(before);
    const trace = await one(
      t.app.db,
      sql`select 1 as one from ledger_transfers where idempotency_key like 'crash-test%'`,
    );
    expect(trace).toBeUndefined();
    expect((await checkLedger(t.app.db)).problems).toEqual([]);
    // The pool recovers: the same transfer now goes through once.
    await transfer(t.app.db, legs, { reference: 'crash', idempotencyKey: 'crash-test' });
    expect(await balanceOf(t.app.db, { userId: 100001 }, 'WH')).toBe((before[0] ?? 0n) - 12_345n);
  });
});
