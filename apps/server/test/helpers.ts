import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client.ts';
import { DEMO_USERS, seedDemo } from '../src/db/seed.ts';

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
  /** Config overrides (e.g. redisUrl, tsWindowSeconds). */
  config?: Partial<Config>;
}

/**
 * Migrating takes seconds on each kind of database, and a test run builds hundreds of apps: each process migrates
 * once and every app starts from a copy. PGlite: a dumped data directory. Postgres: a template database named after
 * the migrations' contents (so a changed migration makes a new one), created once under an advisory lock.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort())
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 12);
}
const MIGRATIONS = migrationsHash();

let pgliteMigrated: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  pgliteMigrated ??= (async () => {
    // Each worker process builds it once; the dump is kept on disk for the other workers and later runs.
    const file = join(tmpdir(), `arcadia-pglite-${MIGRATIONS}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const dump = await (database.dump as () => Promise<Blob>)();
    await database.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteMigrated;
}

const postgresTemplate = `arcadia_tpl_${MIGRATIONS}`;
let postgresMigrated: Promise<void> | undefined;
function migratedPostgres(base: string): Promise<void> {
  postgresMigrated ??= (async () => {
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(hashtext(${postgresTemplate}))`;
      const [found] = await admin`select 1 from pg_database where datname = ${postgresTemplate}`;
      if (!found) {
        const building = `${postgresTemplate}_${randomBytes(3).toString('hex')}`;
        await admin.unsafe(`create database ${building}`);
        const url = new URL(base);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', max: 1 });
        await database.migrate();
        await database.close();
        // Renamed only once complete, so a run that died half-way never leaves a half-migrated template.
        await admin.unsafe(`alter database ${building} rename to ${postgresTemplate}`);
      }
    } finally {
      await admin`select pg_advisory_unlock(hashtext(${postgresTemplate}))`;
      await admin.end();
    }
  })();
  return postgresMigrated;
}

export async function createTestApp(kind: DbKind = 'pglite', options: TestAppOptions = {}): Promise<TestApp> {
  const { seed = true, extend, config: overrides = {} } = options;
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const base = process.env.DATABASE_URL as string;
    await migratedPostgres(base);
    const name = `arcadia_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${postgresTemplate}`);
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
  // The test's process.env (tests set variables before they build an app), in test mode; Redis only when asked for.
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test' },
    {
      webDist: '',
      databaseUrl,
      redisUrl: undefined,
      dataDir: 'memory://',
      ...overrides,
    },
  );
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    queryDeadlineMs: config.dbQueryDeadlineMs,
    ...(kind === 'pglite' ? { pgliteDump: await migratedPglite() } : {}),
  });
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

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface SignedHeaderOptions {
  /** A user id; with a demo id (100001-100003) and no secretKey, the demo key is used. */
  userId?: number;
  secretKey?: string;
  platform?: 'h5' | 'app' | 'tg';
  /** Seconds; default now. */
  ts?: number;
  /** 5 alphanumerics; default random. */
  nonce?: string;
  /** Any other headers (D-Id, XBSL, Country-Code...). */
  extra?: Record<string, string>;
}

/**
 * A NONCE this process has not sent before. Five characters (spec section 7) collide by chance once a test file sends
 * thousands of calls as one player (about 1 in 70 at 5,000): the server rightly answers 4011, and the test flakes.
 */
const sentNonces = new Set<string>();
function freshNonce(): string {
  for (;;) {
    const nonce = Array.from({ length: 5 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
    if (!sentNonces.has(nonce)) {
      sentNonces.add(nonce);
      return nonce;
    }
  }
}

/**
 * The common headers of spec section 7 as the web client sends them: a fresh TS and NONCE (the replay
 * guard refuses a repeated NONCE, so build new headers for every request), PLATFORM, APP-VER, language,
 * and User-Id + User-Secret-Key when a user is given.
 */
export function signedHeaders(options: SignedHeaderOptions = {}): Record<string, string> {
  const nonce = options.nonce ?? freshNonce();
  const headers: Record<string, string> = {
    TS: String(options.ts ?? Math.floor(Date.now() / 1000)),
    NONCE: nonce,
    PLATFORM: options.platform ?? 'h5',
    'APP-VER': '1.0.0',
    language: 'en-US',
  };
  if (options.userId !== undefined) {
    const demo = DEMO_USERS.find((u) => u.id === options.userId);
    headers['User-Id'] = String(options.userId);
    headers['User-Secret-Key'] = options.secretKey ?? demo?.secretKey ?? '';
  }
  return { ...headers, ...options.extra };
}

/**
 * The usual life of a test app inside a `describe`: created before its tests (on `kind`), closed after them.
 * Returns a stand-in that forwards to the app once it exists, so tests write `t.app` as with a plain TestApp.
 */
export function useTestApp(kind: DbKind, options?: TestAppOptions): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options);
  }, 180_000);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, prop) {
      if (!current) throw new Error('the test app is used before beforeAll created it');
      return Reflect.get(current, prop);
    },
  });
}
