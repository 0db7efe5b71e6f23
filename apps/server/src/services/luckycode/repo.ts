import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { luckycodeDraws, luckycodeOrders, luckycodeTickets, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

/** Lucky code's SQL (docs/luckycode.md). Functions taking `Exec` run in the caller's transaction. */

export type DrawRow = typeof luckycodeDraws.$inferSelect;
export type OrderRow = typeof luckycodeOrders.$inferSelect;
type NewDraw = typeof luckycodeDraws.$inferInsert;

const asDb = (db: Exec | Db) => db as Db;

export async function openDrawRow(db: Exec | Db): Promise<DrawRow | undefined> {
  const [row] = await asDb(db).select().from(luckycodeDraws).where(eq(luckycodeDraws.status, 'open')).limit(1);
  return row;
}

export async function drawById(db: Exec | Db, id: number): Promise<DrawRow | undefined> {
  const [row] = await asDb(db).select().from(luckycodeDraws).where(eq(luckycodeDraws.id, id)).limit(1);
  return row;
}

export async function lockDraw(tx: Exec, id: number): Promise<DrawRow | undefined> {
  const [row] = await asDb(tx).select().from(luckycodeDraws).where(eq(luckycodeDraws.id, id)).for('update');
  return row;
}

/** Opens a draw unless one is open already (the partial unique index decides a race): the new row or undefined. */
export async function insertOpenDraw(db: Exec | Db, row: NewDraw): Promise<DrawRow | undefined> {
  const [made] = await asDb(db)
    .insert(luckycodeDraws)
    .values(row)
    .onConflictDoNothing({ target: luckycodeDraws.status, where: sql`${luckycodeDraws.status} = 'open'` })
    .returning();
  return made;
}

/**
 * Takes `n` ticket numbers of an open draw still on sale at `now`, under its cap: one guarded update of the draw's
 * row, which also serialises every purchase of the draw, so blocks never overlap. Returns the draw after the update.
 */
export async function takeNumbers(tx: Exec, drawId: number, n: number, now: Date): Promise<DrawRow | undefined> {
  const [row] = await asDb(tx)
    .update(luckycodeDraws)
    .set({ sold: sql`${luckycodeDraws.sold} + ${n}` })
    .where(
      and(
        eq(luckycodeDraws.id, drawId),
        eq(luckycodeDraws.status, 'open'),
        gt(luckycodeDraws.closesAt, now),
        sql`${luckycodeDraws.sold} + ${n} <= ${luckycodeDraws.cap}`,
      ),
    )
    .returning();
  return row;
}

export async function insertOrder(
  tx: Exec,
  order: { drawId: number; userId: number; firstNumber: number; count: number; amount: bigint; createdAt: Date },
): Promise<OrderRow> {
  const [row] = await asDb(tx).insert(luckycodeOrders).values(order).returning();
  if (!row) throw new Error('luckycode: order not inserted');
  await asDb(tx)
    .insert(luckycodeTickets)
    .values(
      Array.from({ length: order.count }, (_, i) => ({
        drawId: order.drawId,
        number: order.firstNumber + i,
        orderId: row.id,
        userId: order.userId,
      })),
    );
  return row;
}

/** Every order of a draw by first number: the published ticket list. */
export async function ordersOfDraw(db: Exec | Db, drawId: number): Promise<OrderRow[]> {
  return asDb(db)
    .select()
    .from(luckycodeOrders)
    .where(eq(luckycodeOrders.drawId, drawId))
    .orderBy(asc(luckycodeOrders.firstNumber));
}

export async function ordersOfUserInDraw(db: Exec | Db, drawId: number, userId: number): Promise<OrderRow[]> {
  return asDb(db)
    .select()
    .from(luckycodeOrders)
    .where(and(eq(luckycodeOrders.drawId, drawId), eq(luckycodeOrders.userId, userId)))
    .orderBy(asc(luckycodeOrders.firstNumber));
}

export async function ticketOwner(tx: Exec, drawId: number, number: number) {
  const [row] = await asDb(tx)
    .select({ orderId: luckycodeTickets.orderId, userId: luckycodeTickets.userId })
    .from(luckycodeTickets)
    .where(and(eq(luckycodeTickets.drawId, drawId), eq(luckycodeTickets.number, number)));
  return row;
}

export async function setDrawResult(tx: Exec, id: number, result: Partial<NewDraw>): Promise<DrawRow> {
  const [row] = await asDb(tx).update(luckycodeDraws).set(result).where(eq(luckycodeDraws.id, id)).returning();
  if (!row) throw new Error(`luckycode: draw ${id} vanished`);
  return row;
}

/** Open draws whose time is up at `now`. */
export async function dueDrawIds(db: Db, now: Date): Promise<number[]> {
  const found = await db
    .select({ id: luckycodeDraws.id })
    .from(luckycodeDraws)
    .where(and(eq(luckycodeDraws.status, 'open'), lte(luckycodeDraws.closesAt, now)));
  return found.map((r) => r.id);
}

/** Closed draws not settled yet: a prize to pay or tickets to refund. */
export async function unsettledDrawIds(db: Db): Promise<number[]> {
  const found = await db
    .select({ id: luckycodeDraws.id })
    .from(luckycodeDraws)
    .where(inArray(luckycodeDraws.status, ['drawn', 'refunding']))
    .orderBy(asc(luckycodeDraws.id));
  return found.map((r) => r.id);
}

export async function unrefundedOrders(db: Db, drawId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(luckycodeOrders)
    .where(and(eq(luckycodeOrders.drawId, drawId), isNull(luckycodeOrders.refundedAt)))
    .orderBy(asc(luckycodeOrders.id));
}

/** Marks one order refunded, once: false when another run got there first. */
export async function claimRefund(tx: Exec, orderId: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await asDb(tx)
    .update(luckycodeOrders)
    .set({ refundedAt: now })
    .where(and(eq(luckycodeOrders.id, orderId), isNull(luckycodeOrders.refundedAt)))
    .returning();
  return row;
}

export async function closedDraws(db: Db, page: number, pageSize: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(luckycodeDraws)
    .where(ne(luckycodeDraws.status, 'open'))
    .orderBy(desc(luckycodeDraws.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function allDraws(db: Db, page: number, pageSize: number): Promise<DrawRow[]> {
  return db
    .select()
    .from(luckycodeDraws)
    .orderBy(desc(luckycodeDraws.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function orderCounts(db: Db, drawIds: number[]): Promise<Map<number, number>> {
  if (drawIds.length === 0) return new Map();
  const found = await db
    .select({ drawId: luckycodeOrders.drawId, n: count() })
    .from(luckycodeOrders)
    .where(inArray(luckycodeOrders.drawId, drawIds))
    .groupBy(luckycodeOrders.drawId);
  return new Map(found.map((r) => [r.drawId, Number(r.n)]));
}

export async function ordersOfUser(db: Db, userId: number, page: number, pageSize: number) {
  return db
    .select({ order: luckycodeOrders, draw: luckycodeDraws })
    .from(luckycodeOrders)
    .innerJoin(luckycodeDraws, eq(luckycodeDraws.id, luckycodeOrders.drawId))
    .where(eq(luckycodeOrders.userId, userId))
    .orderBy(desc(luckycodeOrders.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(found.map((r) => [r.id, r.name]));
}
