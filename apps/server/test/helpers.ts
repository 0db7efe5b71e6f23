import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed.ts';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; Postgres too when DATABASE_URL is set (DESIGN.md section 8). */
export const DB_KINDS: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh app on a fresh database: in-memory PGlite, or a new schema-isolated Postgres database. */
export interface TestAppOptions {
  seed?: boolean;
  /** Extra routes or hooks, added before the app is ready (for tests of the pipeline itself). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function createTestApp(kind: DbKind = 'pglite', options: TestAppOptions = {}): Promise<TestApp> {
  const { seed = true, extend } = options;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const base = process.env.DATABASE_URL as string;
    const name = `arcadia_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  const config = loadConfig({ NODE_ENV: 'test' }, { webDist: '', databaseUrl, dataDir: 'memory://' });
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  if (seed) await seedDemo(database.db);
  const app = await buildApp({ config, database });
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}
