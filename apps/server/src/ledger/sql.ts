import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Anything that runs SQL: the database or a transaction. */
export interface Exec {
  execute: Db['execute'];
}

/** Rows of a raw query, the same on PGlite ({rows}) and postgres-js (an array). */
export async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  const list = Array.isArray(result) ? result : result.rows;
  // A connection cut while rows were arriving can leave postgres.js with a result full of holes (seen under
  // pg_terminate_backend in test/hardening/lost-connection.test.ts): that is a lost connection (503), not an answer.
  for (let i = 0; i < list.length; i++)
    if (list[i] === undefined || list[i] === null)
      throw Object.assign(new Error('a result with missing rows (connection lost mid-answer)'), {
        code: 'RESULT_LOST',
      });
  return list;
}

export async function one<T>(db: Exec, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** Postgres unique violation (23505), as postgres-js and PGlite report it, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
