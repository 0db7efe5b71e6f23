import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

const PG_BASE =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDb {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, uniquely named database on the local Postgres, dropped by `drop()`. */
export async function createTempDb(prefix: string): Promise<TempDb> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(PG_BASE, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const a = postgres(PG_BASE, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
