import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneBonuses } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type BonusRow = typeof fortuneBonuses.$inferSelect;

export async function lockedBonuses(db: Db, userId: number): Promise<BonusRow[]> {
  return db
    .select()
    .from(fortuneBonuses)
    .where(and(eq(fortuneBonuses.userId, userId), eq(fortuneBonuses.status, 'locked')))
    .orderBy(asc(fortuneBonuses.id));
}

export async function recentBonuses(db: Db, userId: number, limit = 20): Promise<BonusRow[]> {
  return db
    .select()
    .from(fortuneBonuses)
    .where(eq(fortuneBonuses.userId, userId))
    .orderBy(desc(fortuneBonuses.id))
    .limit(limit);
}

export async function bonusOf(db: Exec | Db, userId: number, id: number): Promise<BonusRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(fortuneBonuses)
    .where(and(eq(fortuneBonuses.id, id), eq(fortuneBonuses.userId, userId)));
  return row;
}

/** A once-only insert: undefined when (source, source_ref) was granted already. */
export async function insertBonus(tx: Exec, row: typeof fortuneBonuses.$inferInsert): Promise<BonusRow | undefined> {
  const [inserted] = await asDb(tx).insert(fortuneBonuses).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Moves a bonus out of `locked` (to unlocked or expired) unless someone did first; the row when this call did. */
export async function settleBonus(
  tx: Exec,
  id: number,
  status: 'unlocked' | 'expired',
  now: Date,
): Promise<BonusRow | undefined> {
  const met = status === 'unlocked' ? sql`${fortuneBonuses.wagered} >= ${fortuneBonuses.wagerRequired}` : sql`true`;
  const [row] = await asDb(tx)
    .update(fortuneBonuses)
    .set({ status, settledAt: now })
    .where(and(eq(fortuneBonuses.id, id), eq(fortuneBonuses.status, 'locked'), met))
    .returning();
  return row;
}

/** Locked bonuses past their expiry: one player's, or anyone's. */
export async function expiredLocked(db: Db, now: Date, userId?: number, limit = 200): Promise<BonusRow[]> {
  const mine = userId === undefined ? undefined : eq(fortuneBonuses.userId, userId);
  return db
    .select()
    .from(fortuneBonuses)
    .where(and(eq(fortuneBonuses.status, 'locked'), lte(fortuneBonuses.expiresAt, now), mine))
    .limit(limit);
}

/** Locked bonuses of a player, oldest first, locked for update (wagering fills them in this order). */
export async function lockLockedBonuses(tx: Exec, userId: number): Promise<BonusRow[]> {
  return asDb(tx)
    .select()
    .from(fortuneBonuses)
    .where(and(eq(fortuneBonuses.userId, userId), eq(fortuneBonuses.status, 'locked')))
    .orderBy(asc(fortuneBonuses.id))
    .for('update');
}

export async function addWagered(tx: Exec, id: number, amount: bigint): Promise<void> {
  await asDb(tx)
    .update(fortuneBonuses)
    .set({ wagered: sql`${fortuneBonuses.wagered} + ${amount}` })
    .where(eq(fortuneBonuses.id, id));
}
