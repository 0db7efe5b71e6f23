import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { type AccountRef, accountId } from './accounts.ts';
import { type Exec, isUniqueViolation, rows } from './sql.ts';

/** One leg of a money move: `amount` minor units of `coin` from `debit` to `credit`. */
export interface Leg {
  debit: AccountRef;
  credit: AccountRef;
  coin: CoinCode;
  amount: bigint;
  kind: string;
}

/** A leg with its accounts resolved to ids (resolveLegs, outside the transaction). */
export interface ResolvedLeg {
  debitId: number;
  creditId: number;
  coin: CoinCode;
  amount: bigint;
  kind: string;
  /** Per-leg overrides for a move that settles several operations at once (market batches): this leg's
   * reference and its full idempotency key instead of `meta.reference` and `<meta.idempotencyKey>:<index>`. */
  reference?: string;
  idempotencyKey?: string;
}

export interface MoveMeta {
  reference: string;
  /** Makes each leg unique: `<key>:<leg index>` goes into the transfers' unique idempotency column. */
  idempotencyKey?: string | undefined;
  /** Filled with every touched account's balance after the move (saves a read). */
  balancesAfter?: Map<number, bigint>;
}

/** Test seam: runs inside the transaction after balances changed and before transfers are written. */
export interface MoveHooks {
  afterBalances?: (tx: Exec) => Promise<void>;
}

export type Tx = Exec;

export async function resolveLegs(db: Exec, legs: Leg[]): Promise<ResolvedLeg[]> {
  const out: ResolvedLeg[] = [];
  for (const leg of legs) {
    if (leg.amount <= 0n) throw new Error('ledger: leg amount must be positive');
    out.push({
      debitId: await accountId(db, leg.debit, leg.coin),
      creditId: await accountId(db, leg.credit, leg.coin),
      coin: leg.coin,
      amount: leg.amount,
      kind: leg.kind,
    });
  }
  return out;
}

/**
 * Runs `fn` in one database transaction: every money move inside commits together or not at all.
 * When the connection dies mid-transaction (pg_terminate_backend, network loss), Postgres rolls back by
 * itself and the transaction already rejects with the connection error; `fn` is then left pending instead of
 * rejecting, because a rejection makes postgres.js send ROLLBACK on the dead socket, which throws outside any
 * promise (postgres 3.4.9, connection.js nextWrite) and would take the whole process down.
 */
export function inTransaction<T>(db: Db, fn: (tx: Exec) => Promise<T>): Promise<T> {
  return db.transaction((tx) =>
    fn(tx as unknown as Exec).catch((error: unknown) => {
      if (isConnectionLost(error)) return new Promise<never>(() => {});
      throw error;
    }),
  );
}

const CONNECTION_LOST = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'EPIPE',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now: the server ended this session. */
const SESSION_ENDED = new Set(['57P01', '57P02', '57P03']);

function isConnectionLost(error: unknown): boolean {
  for (let e = error as { code?: string; errno?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && (CONNECTION_LOST.has(e.code) || SESSION_ENDED.has(e.code))) return true;
    if (e.errno && CONNECTION_LOST.has(e.errno)) return true;
  }
  return false;
}

/**
 * Moves money inside the caller's transaction. Locks every touched account in id order (no deadlocks),
 * applies each account's net change with a guard that refuses to take a non-negative account below zero
 * (`balance + delta >= 0`, i.e. `balance >= amount` for a debit), then writes one immutable transfer per leg.
 * Throws INSUFFICIENT_BALANCE, which rolls the whole transaction back.
 */
export async function move(tx: Exec, legs: ResolvedLeg[], meta: MoveMeta, hooks: MoveHooks = {}): Promise<number[]> {
  if (legs.length === 0) return [];
  const deltas = new Map<number, bigint>();
  for (const leg of legs) {
    deltas.set(leg.debitId, (deltas.get(leg.debitId) ?? 0n) - leg.amount);
    deltas.set(leg.creditId, (deltas.get(leg.creditId) ?? 0n) + leg.amount);
  }
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  await tx.execute(
    sql`select id from ledger_accounts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
  const values = sql.join(
    ids.map((id) => sql`(${id}::bigint, ${String(deltas.get(id))}::bigint)`),
    sql`, `,
  );
  const updated = await rows<{ id: string | number; balance: string }>(
    tx,
    sql`update ledger_accounts a set balance = a.balance + v.delta
        from (values ${values}) as v(id, delta)
        where a.id = v.id and (a.allow_negative or v.delta >= 0 or a.balance + v.delta >= 0)
        returning a.id, a.balance::text as balance`,
  );
  if (updated.length !== ids.length) throw new AppError('INSUFFICIENT_BALANCE');
  for (const u of updated) meta.balancesAfter?.set(Number(u.id), BigInt(u.balance));
  await hooks.afterBalances?.(tx);
  const transferValues = sql.join(
    legs.map(
      (leg, i) =>
        sql`(${leg.debitId}::bigint, ${leg.creditId}::bigint, ${leg.coin}, ${String(leg.amount)}::bigint, ${leg.kind}, ${leg.reference ?? meta.reference}, ${leg.idempotencyKey ?? (meta.idempotencyKey ? `${meta.idempotencyKey}:${i}` : null)})`,
    ),
    sql`, `,
  );
  const inserted = await rows<{ id: string | number }>(
    tx,
    sql`insert into ledger_transfers (debit_account_id, credit_account_id, coin, amount, kind, reference, idempotency_key)
        values ${transferValues} returning id`,
  );
  return inserted.map((r) => Number(r.id));
}

/**
 * Resolves accounts, then moves in a transaction of its own. With an idempotency key it moves at most once:
 * a repeat (even a concurrent one, whose insert loses on the unique key and rolls back) returns the first ids.
 */
export async function transfer(db: Db, legs: Leg[], meta: MoveMeta, hooks?: MoveHooks): Promise<number[]> {
  const resolved = await resolveLegs(db, legs);
  const done = meta.idempotencyKey ? await existingTransfers(db, meta.idempotencyKey, legs.length) : [];
  if (done.length > 0) return done;
  try {
    return await inTransaction(db, (tx) => move(tx, resolved, meta, hooks));
  } catch (error) {
    if (!meta.idempotencyKey || !isUniqueViolation(error)) throw error;
    const first = await existingTransfers(db, meta.idempotencyKey, legs.length);
    if (first.length === 0) throw error;
    return first;
  }
}

async function existingTransfers(db: Exec, key: string, legs: number): Promise<number[]> {
  const keys = Array.from({ length: legs }, (_, i) => sql`${`${key}:${i}`}`);
  const found = await rows<{ id: string | number }>(
    db,
    sql`select id from ledger_transfers where idempotency_key in (${sql.join(keys, sql`, `)}) order by id`,
  );
  return found.map((r) => Number(r.id));
}

/** Balance of one account in minor units (0 when it does not exist yet). */
export async function balanceOf(db: Exec, ref: AccountRef, coin: CoinCode): Promise<bigint> {
  const where =
    'userId' in ref ? sql`user_id = ${ref.userId} and coin = ${coin}` : sql`system = ${ref.system} and coin = ${coin}`;
  const [row] = await rows<{ balance: string }>(
    db,
    sql`select balance::text as balance from ledger_accounts where ${where}`,
  );
  return row ? BigInt(row.balance) : 0n;
}
