import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  taskCompletions,
  taskOfferSteps,
  taskOffers,
  taskPostbacks,
  taskProducts,
  taskTakes,
} from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

/**
 * SQL of the task lifecycle: takes, completions, postbacks and debts. Uniqueness does the guarding: one take per
 * (user, offer), one completion per (network, txn), one paid completion per (user, step) and per (device, step).
 */

export type TakeRow = typeof taskTakes.$inferSelect;
export type CompletionRow = typeof taskCompletions.$inferSelect;
type TxDb = Db | Exec;
const asDb = (db: TxDb) => db as Db;

export async function takeOf(db: TxDb, userId: number, offerId: number): Promise<TakeRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(taskTakes)
    .where(and(eq(taskTakes.userId, userId), eq(taskTakes.offerId, offerId)))
    .limit(1);
  return row;
}

/** The take by click id, locked for the rest of the transaction (postbacks of one take run one at a time). */
export async function lockTake(tx: Exec, clickId: string): Promise<TakeRow | undefined> {
  const [row] = await asDb(tx).select().from(taskTakes).where(eq(taskTakes.clickId, clickId)).for('update').limit(1);
  return row;
}

/** Inserts the first take of (user, offer); answers false when one exists (a concurrent take won). */
export async function insertTake(db: Db, row: typeof taskTakes.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(taskTakes).values(row).onConflictDoNothing().returning({ id: taskTakes.clickId });
  return inserted.length > 0;
}

/** Renews an expired take with a new click id, unless another request renewed it first. */
export async function renewTake(
  db: Db,
  oldClickId: string,
  next: { clickId: string; link: string; takenAt: Date; expiresAt: Date; deviceId: string; market: string },
): Promise<boolean> {
  const updated = await db
    .update(taskTakes)
    .set({ ...next, status: 'active' })
    .where(eq(taskTakes.clickId, oldClickId))
    .returning({ id: taskTakes.clickId });
  return updated.length > 0;
}

export async function setTakeStatus(tx: Exec, clickId: string, status: 'active' | 'done'): Promise<void> {
  await asDb(tx).update(taskTakes).set({ status }).where(eq(taskTakes.clickId, clickId));
}

export async function offerWithSteps(db: TxDb, offerId: number) {
  const [offer] = await asDb(db).select().from(taskOffers).where(eq(taskOffers.id, offerId)).limit(1);
  if (!offer) return undefined;
  const steps = await asDb(db)
    .select()
    .from(taskOfferSteps)
    .where(eq(taskOfferSteps.offerId, offerId))
    .orderBy(taskOfferSteps.seq);
  const [product] = await asDb(db).select().from(taskProducts).where(eq(taskProducts.id, offer.productId)).limit(1);
  return { offer, steps, product };
}

export async function completionByTxn(tx: TxDb, network: string, txnId: string): Promise<CompletionRow | undefined> {
  const [row] = await asDb(tx)
    .select()
    .from(taskCompletions)
    .where(and(eq(taskCompletions.network, network), eq(taskCompletions.networkTxnId, txnId)))
    .limit(1);
  return row;
}

/** Inserts a completion; answers undefined when a unique rule refused it (same txn, step already paid). */
export async function insertCompletion(
  tx: Exec,
  row: typeof taskCompletions.$inferInsert,
): Promise<CompletionRow | undefined> {
  const [inserted] = await asDb(tx).insert(taskCompletions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function markCompletion(
  tx: Exec,
  id: number,
  set: { status: string; reason?: string; reversedAt?: Date },
): Promise<void> {
  await asDb(tx).update(taskCompletions).set(set).where(eq(taskCompletions.id, id));
}

/** Paid completions of a step by the user or on the device (the once-per-step rules). */
export async function paidStepBy(tx: Exec, stepId: number, userId: number, deviceId: string): Promise<boolean> {
  const found = await asDb(tx)
    .select({ id: taskCompletions.id })
    .from(taskCompletions)
    .where(
      and(
        eq(taskCompletions.stepId, stepId),
        eq(taskCompletions.status, 'paid'),
        deviceId
          ? sql`(${taskCompletions.userId} = ${userId} or ${taskCompletions.deviceId} = ${deviceId})`
          : eq(taskCompletions.userId, userId),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Paid completions today (UTC) of the offer, and of the offer by this user: the daily caps. */
export async function paidToday(tx: Exec, offerId: number, userId: number, since: Date) {
  const [row] = await asDb(tx)
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${taskCompletions.userId} = ${userId}))::int`,
    })
    .from(taskCompletions)
    .where(
      and(
        eq(taskCompletions.offerId, offerId),
        eq(taskCompletions.status, 'paid'),
        gte(taskCompletions.createdAt, since),
      ),
    );
  return { all: Number(row?.all ?? 0), mine: Number(row?.mine ?? 0) };
}

export async function paidStepIdsOfTake(db: TxDb, clickId: string): Promise<Set<number>> {
  const rows = await asDb(db)
    .select({ stepId: taskCompletions.stepId })
    .from(taskCompletions)
    .where(and(eq(taskCompletions.clickId, clickId), eq(taskCompletions.status, 'paid')));
  return new Set(rows.map((r) => r.stepId));
}

export async function recordPostback(
  db: TxDb,
  row: { network: string; txnId: string; params: Record<string, unknown>; verdict: string; reason?: string },
): Promise<void> {
  await asDb(db)
    .insert(taskPostbacks)
    .values({ ...row, reason: row.reason ?? '' });
}

export interface HistoryFilter {
  userId: number;
  offerId?: number | undefined;
  status?: string | undefined;
  limit: number;
  offset: number;
}

/** The player's completions, newest first, with their offer, step and product; and how many match. */
export async function history(db: Db, f: HistoryFilter) {
  const where = and(
    eq(taskCompletions.userId, f.userId),
    f.offerId ? eq(taskCompletions.offerId, f.offerId) : undefined,
    f.status ? eq(taskCompletions.status, f.status) : undefined,
  );
  const rows = await db
    .select({ completion: taskCompletions, offer: taskOffers, step: taskOfferSteps, product: taskProducts })
    .from(taskCompletions)
    .innerJoin(taskOffers, eq(taskOffers.id, taskCompletions.offerId))
    .innerJoin(taskOfferSteps, eq(taskOfferSteps.id, taskCompletions.stepId))
    .innerJoin(taskProducts, eq(taskProducts.id, taskOffers.productId))
    .where(where)
    .orderBy(desc(taskCompletions.createdAt), desc(taskCompletions.id))
    .limit(f.limit)
    .offset(f.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(taskCompletions).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * What the ledger says task rewards paid the player, by kind and coin: task transfers credit the user from
 * issuance (kind task_reward / task_duration), reversals debit back (task_reversal), debt repayments too.
 */
export async function rewardTotals(db: Db, userId: number) {
  const rows = (await db.execute(sql`
    select t.kind, t.coin,
      coalesce(sum(case when c.user_id = ${userId} then t.amount else -t.amount end), 0)::text as net
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where t.kind in ('task_reward', 'task_duration', 'task_reversal', 'task_debt_repay')
      and (c.user_id = ${userId} or d.user_id = ${userId})
    group by t.kind, t.coin`)) as unknown as { kind: string; coin: string; net: string }[] | { rows: never[] };
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list.map((r: { kind: string; coin: string; net: string }) => ({ ...r, net: BigInt(r.net) }));
}

/** The take by click id, without a lock (reads before a money transaction). */
export async function takeByClick(db: TxDb, clickId: string): Promise<TakeRow | undefined> {
  if (!clickId || clickId.length > 64) return undefined;
  const [row] = await asDb(db).select().from(taskTakes).where(eq(taskTakes.clickId, clickId)).limit(1);
  return row;
}

/** The last callbacks that named a click id (the network double's page shows them). */
export async function postbacksOfClick(db: Db, clickId: string) {
  return db
    .select({ verdict: taskPostbacks.verdict, reason: taskPostbacks.reason, txnId: taskPostbacks.txnId })
    .from(taskPostbacks)
    .where(
      sql`${taskPostbacks.params}->>'click_id' = ${clickId} or ${taskPostbacks.params}->>'external_identifier' = ${clickId}`,
    )
    .orderBy(desc(taskPostbacks.id))
    .limit(10);
}
