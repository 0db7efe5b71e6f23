import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrderEvents, paymentOrders, paymentQuotes, paymentWebhooks } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type QuoteRow = typeof paymentQuotes.$inferSelect;
const asDb = (tx: Exec | Db) => tx as Db;

const PAGE_SIZE = 20;

/** False when a quote with this id exists already (a caller-chosen id, repeated). */
export async function insertQuote(db: Db, quote: typeof paymentQuotes.$inferInsert): Promise<boolean> {
  const rows = await db.insert(paymentQuotes).values(quote).onConflictDoNothing().returning({ id: paymentQuotes.id });
  return rows.length > 0;
}

export async function quoteOf(db: Db, id: string, userId: number): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentQuotes)
    .where(and(eq(paymentQuotes.id, id), eq(paymentQuotes.userId, userId)));
  return row;
}

export async function orderByQuote(db: Db, quoteId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.quoteId, quoteId));
  return row;
}

export async function orderOf(db: Db, id: string, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
  return row;
}

/** Locks the order a provider reference names, inside the caller's transaction. */
export async function lockOrderByRef(tx: Exec, provider: string, ref: string): Promise<OrderRow | undefined> {
  const [row] = await asDb(tx)
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerRef, ref)))
    .for('update');
  return row;
}

export async function setStatus(
  tx: Exec | Db,
  order: OrderRow,
  status: string,
  note = '',
  extra: Partial<OrderRow> = {},
  /** The history row's status when it says more than the order's (a partial refund of a paid order). */
  eventStatus = status,
) {
  await asDb(tx)
    .update(paymentOrders)
    .set({ status, updatedAt: new Date(), ...extra })
    .where(eq(paymentOrders.id, order.id));
  await asDb(tx).insert(paymentOrderEvents).values({ orderId: order.id, status: eventStatus, note });
}

export async function listOrders(db: Db, userId: number, filter: { kind?: string; status?: string; page: number }) {
  const where = [eq(paymentOrders.userId, userId)];
  if (filter.kind) where.push(eq(paymentOrders.kind, filter.kind));
  if (filter.status) where.push(eq(paymentOrders.status, filter.status));
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(...where))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(PAGE_SIZE + 1)
    .offset((filter.page - 1) * PAGE_SIZE);
  return { rows: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

/** An order's status changes, oldest first, as the player's and the operators' order views show them. */
export async function historyOf(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(paymentOrderEvents)
    .where(eq(paymentOrderEvents.orderId, orderId))
    .orderBy(paymentOrderEvents.at, paymentOrderEvents.id);
  return rows.map((h) => ({ status: h.status, at: Math.floor(h.at.getTime() / 1000), note: h.note }));
}

/** The coins that `cents` of a recharge are worth: its share of what the order credited (refunds take this back). */
export const coinsForCents = (order: OrderRow, cents: bigint) => (order.coinAmount * cents) / order.fiatCents;

/** Stores a webhook as received; answers false when the same event id was stored before (a duplicate). */
export async function storeWebhook(db: Db, provider: string, eventId: string, body: string): Promise<boolean> {
  const stored = await db
    .insert(paymentWebhooks)
    .values({ provider, eventId, body })
    .onConflictDoNothing()
    .returning({ id: paymentWebhooks.id });
  return stored.length === 1;
}

export async function markWebhook(tx: Exec | Db, provider: string, eventId: string, result: string) {
  await asDb(tx)
    .update(paymentWebhooks)
    .set({ result, processedAt: new Date() })
    .where(and(eq(paymentWebhooks.provider, provider), eq(paymentWebhooks.eventId, eventId)));
}

export async function unprocessedWebhooks(db: Db, limit = 100) {
  return db
    .select()
    .from(paymentWebhooks)
    .where(sql`${paymentWebhooks.processedAt} is null`)
    .orderBy(paymentWebhooks.id)
    .limit(limit);
}

/** Orders still waiting for the provider after `olderThan`: their status is asked for directly. */
export async function staleOpenOrders(db: Db, olderThan: Date, limit = 100) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        sql`${paymentOrders.kind} = 'recharge' and ${paymentOrders.status} in ('created', 'pending', 'expired')`,
        lt(paymentOrders.createdAt, olderThan),
      ),
    )
    .limit(limit);
}
