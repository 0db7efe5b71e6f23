import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneSeeds, studioSpins } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type SpinRow = typeof studioSpins.$inferSelect;
export type SeedRow = typeof fortuneSeeds.$inferSelect;
export interface SpinWithSeed {
  spin: SpinRow;
  seed: SeedRow | null;
}

export type SpinStatus = 'open' | 'drawn' | 'settled' | 'refunding' | 'refunded' | 'refused';

const withSeed = (db: Exec) =>
  asDb(db)
    .select({ spin: studioSpins, seed: fortuneSeeds })
    .from(studioSpins)
    .leftJoin(fortuneSeeds, eq(fortuneSeeds.id, studioSpins.seedId));

export async function insertSpin(db: Exec, row: typeof studioSpins.$inferInsert): Promise<SpinRow> {
  const [inserted] = await asDb(db).insert(studioSpins).values(row).returning();
  return inserted as SpinRow;
}

export async function spinByKey(db: Exec, userId: number, game: string, key: string): Promise<SpinRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(studioSpins)
    .where(and(eq(studioSpins.userId, userId), eq(studioSpins.game, game), eq(studioSpins.requestKey, key)));
  return row;
}

export async function lockSpin(tx: Exec, id: number): Promise<SpinRow> {
  const [row] = await asDb(tx).select().from(studioSpins).where(eq(studioSpins.id, id)).for('update');
  return row as SpinRow;
}

export async function updateSpin(
  db: Exec,
  id: number,
  change: Partial<typeof studioSpins.$inferInsert>,
): Promise<SpinRow> {
  const [row] = await asDb(db)
    .update(studioSpins)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(studioSpins.id, id))
    .returning();
  return row as SpinRow;
}

/** Moves a spin from one status to another only if it is still in `from` (the loser of a race changes nothing). */
export async function moveSpin(db: Exec, id: number, from: SpinStatus, to: SpinStatus): Promise<boolean> {
  const rows = await asDb(db)
    .update(studioSpins)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(studioSpins.id, id), eq(studioSpins.status, from)))
    .returning({ id: studioSpins.id });
  return rows.length > 0;
}

export async function spinWithSeed(db: Db, id: number): Promise<SpinWithSeed | undefined> {
  const [row] = await withSeed(db).where(eq(studioSpins.id, id));
  return row;
}

export async function spinsOf(db: Db, userId: number, limit: number, offset: number): Promise<SpinWithSeed[]> {
  return withSeed(db)
    .where(
      and(eq(studioSpins.userId, userId), inArray(studioSpins.status, ['drawn', 'settled', 'refunded', 'refunding'])),
    )
    .orderBy(desc(studioSpins.id))
    .limit(limit)
    .offset(offset);
}

/** The player's last spin that drew a board (the market's time between spins counts from it). */
export async function lastDrawnSpin(db: Exec, userId: number): Promise<SpinRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(studioSpins)
    .where(and(eq(studioSpins.userId, userId), inArray(studioSpins.status, ['drawn', 'settled'])))
    .orderBy(desc(studioSpins.id))
    .limit(1);
  return row;
}

/** Spins a crash or a lost answer left unfinished for longer than `olderThan`. */
export async function unfinishedSpins(db: Db, olderThan: Date, limit: number): Promise<SpinRow[]> {
  return db
    .select()
    .from(studioSpins)
    .where(and(inArray(studioSpins.status, ['open', 'drawn', 'refunding']), lt(studioSpins.updatedAt, olderThan)))
    .orderBy(studioSpins.id)
    .limit(limit);
}
