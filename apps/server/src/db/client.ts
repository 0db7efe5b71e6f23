import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/**
 * Drizzle without its relational query API (`db.query.<table>`), which nothing here uses: given the schema, Drizzle
 * builds one query builder per table for the database and again for every transaction it opens (4% of the server's
 * busy time in the ledger benchmark).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction handle (the ledger's Exec) used with Drizzle's query builder: both are the same object. */
export const asDb = (tx: unknown) => tx as Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests open copies of a migrated one). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

type Callback = (sql: postgres.Sql) => unknown;

/** DB_QUERY_DEADLINE_MS: how long a query may go unanswered before it counts as lost (default 30 s). */
export const DEFAULT_QUERY_DEADLINE_MS = 30_000;

/**
 * postgres.js (3.4.9) can lose a query queued on a connection that Postgres cuts (pg_terminate_backend, failover):
 * it never settles, and the request waiting on it hangs. Each query gets a deadline; past it the query is rejected
 * as a lost connection (QUERY_DEADLINE, answered 503 like the others). Postgres's own statement_timeout (set a
 * second shorter on each connection) cancels a statement that is merely slow, so the deadline only catches lost ones.
 */
function withDeadline<T extends PromiseLike<unknown>>(query: T, ms: number): T {
  const timer = setTimeout(() => {
    const lost = Object.assign(new Error(`query unanswered after ${ms} ms (connection lost)`), {
      code: 'QUERY_DEADLINE',
    });
    (query as unknown as { reject(e: Error): void }).reject(lost);
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  query.then(clear, clear);
  return query;
}

/**
 * Drizzle sends every unnamed query with `prepare: false`, and postgres.js then describes a parameterised query in a
 * round trip of its own before running it: two round trips per statement. A ledger transfer through the service
 * layer ran at 844/s that way and at 1195/s prepared (16 loops, same database). This view of the client asks postgres.js to prepare them: each statement text is
 * parsed once per connection, then runs in one round trip. Transactions and savepoints get the same view.
 */
function preparedStatements(sql: postgres.Sql, deadlineMs = DEFAULT_QUERY_DEADLINE_MS): postgres.Sql {
  const wrap = (fn: Callback) => (tx: postgres.Sql) => fn(preparedStatements(tx, deadlineMs));
  return new Proxy(sql, {
    get(target, prop, receiver) {
      if (prop === 'unsafe')
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          withDeadline(target.unsafe(query, params as never, { ...options, prepare: true }), deadlineMs);
      if (prop === 'begin' || prop === 'savepoint')
        return (...args: unknown[]) => {
          const last = args.length - 1;
          args[last] = wrap(args[last] as Callback);
          return (Reflect.get(target, prop) as (...a: unknown[]) => unknown)(...args);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir: string;
  /** Postgres pool size. */
  max?: number;
  /** Query deadline, ms (see withDeadline); statement_timeout is a second shorter. */
  queryDeadlineMs?: number;
  /** PGlite only: start from this dumped data directory (see Database.dump). */
  pgliteDump?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const deadline = options.queryDeadlineMs ?? DEFAULT_QUERY_DEADLINE_MS;
    const client = postgres(options.databaseUrl, {
      max: options.max ?? 10,
      onnotice: () => {},
      connection: { statement_timeout: Math.max(1, deadline - 1000) },
    });
    const db = drizzlePostgres(preparedStatements(client, deadline)) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db as never, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** postgres.js codes and SQLSTATEs of a connection that was cut (pg_terminate_backend, restart, network). */
const LOST_CONNECTION = new Set([
  'CONNECTION_DESTROYED',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'QUERY_DEADLINE',
  // ledger/sql.ts rows(): a result with holes where rows should be.
  'RESULT_LOST',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  '57014', // query_canceled: statement_timeout, a database too slow to answer in time
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

/** True when the error (or one it wraps, e.g. Drizzle's query error) says the database connection was lost. */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CONNECTION.has(code)) return true;
  }
  return false;
}
