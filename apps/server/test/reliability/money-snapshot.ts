import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Rows of a raw query on either driver (PGlite answers {rows}, postgres-js an array). */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The tables that hold money (ledger, balances, accounts, transfers, holds), whichever exist yet. */
async function moneyTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name ~ '(ledger|balance|account|transfer|hold|wallet)'
        order by 1`,
  );
  return rows.map((r) => r.name);
}

/** A fingerprint of every money table: row count and a hash of all rows. Equal snapshots mean nothing moved. */
export async function moneySnapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await moneyTables(db)) {
    const [row] = await rowsOf<{ n: number | string; h: string | null }>(
      db,
      sql.raw(
        `select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    );
    out[table] = `${row?.n}:${row?.h}`;
  }
  return out;
}
