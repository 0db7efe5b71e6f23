import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Anything that runs SQL: the database or a transaction. */
export interface Exec {
  execute: Db['execute'];
}

/** Rows of a raw query, the same on PGlite ({rows}) and postgres-js (an array). */
export async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export async function one<T>(db: Exec, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
