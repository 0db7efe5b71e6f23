import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneSeeds } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type SeedRow = typeof fortuneSeeds.$inferSelect;

export interface NewSeed {
  userId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** Adds an active pair unless the player has one (the partial unique index on active pairs decides). */
export async function insertActiveSeed(db: Exec, seed: NewSeed): Promise<void> {
  await asDb(db).insert(fortuneSeeds).values(seed).onConflictDoNothing();
}

export async function activeSeed(db: Exec, userId: number): Promise<SeedRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(fortuneSeeds)
    .where(and(eq(fortuneSeeds.userId, userId), eq(fortuneSeeds.active, true)));
  return row;
}

/** The active pair, locked: every draw and rotation of a player queues here, so nonces never collide. */
export async function lockActiveSeed(tx: Exec, userId: number): Promise<SeedRow | undefined> {
  const [row] = await asDb(tx)
    .select()
    .from(fortuneSeeds)
    .where(and(eq(fortuneSeeds.userId, userId), eq(fortuneSeeds.active, true)))
    .for('update');
  return row;
}

export async function bumpNonce(tx: Exec, seedId: number): Promise<void> {
  await asDb(tx)
    .update(fortuneSeeds)
    .set({ nonce: sql`${fortuneSeeds.nonce} + 1` })
    .where(eq(fortuneSeeds.id, seedId));
}

/** Ends a pair and shows its server seed from now on. */
export async function revealSeed(tx: Exec, seedId: number, now: Date): Promise<SeedRow> {
  const [row] = await asDb(tx)
    .update(fortuneSeeds)
    .set({ active: false, revealedAt: now })
    .where(eq(fortuneSeeds.id, seedId))
    .returning();
  return row as SeedRow;
}

export async function revealedSeeds(db: Db, userId: number, limit: number): Promise<SeedRow[]> {
  return db
    .select()
    .from(fortuneSeeds)
    .where(and(eq(fortuneSeeds.userId, userId), isNotNull(fortuneSeeds.revealedAt)))
    .orderBy(desc(fortuneSeeds.id))
    .limit(limit);
}
