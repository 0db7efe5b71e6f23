import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { inTransaction } from './ledger.ts';
import { type Exec, one } from './sql.ts';

/** Canonical JSON (keys sorted) so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${canonicalJson(body)}`)
    .digest('hex');
}

export interface IdempotentCall {
  userId: number;
  key: string;
  /** The call, e.g. 'wallet/offchain_swap'; the same key on another call is a mismatch too. */
  scope: string;
  body: unknown;
}

/**
 * Runs a money-moving call at most once per (user, key), all in one transaction:
 * the first request inserts the record, does the work and stores its answer; a concurrent repeat
 * waits on the unique key, then returns the stored answer; a repeat with another body (or call)
 * answers IDEMPOTENCY_MISMATCH. A failed attempt rolls back its record too, so it may be retried.
 */
export async function onceOnly<T>(db: Db, call: IdempotentCall, work: (tx: Exec) => Promise<T>): Promise<T> {
  const hash = requestHash(call.scope, call.body);
  return inTransaction(db, async (tx) => {
    const claimed = await one<{ key: string }>(
      tx,
      sql`insert into idempotency_records (user_id, key, scope, request_hash)
          values (${call.userId}, ${call.key}, ${call.scope}, ${hash})
          on conflict (user_id, key) do nothing returning key`,
    );
    if (!claimed) {
      const prior = await one<{ request_hash: string; response: unknown }>(
        tx,
        sql`select request_hash, response from idempotency_records where user_id = ${call.userId} and key = ${call.key}`,
      );
      if (!prior || prior.request_hash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
      return (typeof prior.response === 'string' ? JSON.parse(prior.response) : prior.response) as T;
    }
    const answer = await work(tx);
    await tx.execute(
      sql`update idempotency_records set response = ${JSON.stringify(answer, bigintAsString)}::jsonb
          where user_id = ${call.userId} and key = ${call.key}`,
    );
    return answer;
  });
}

/** Stored answers are JSON: bigints become strings (readers convert with BigInt/String). */
function bigintAsString(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
