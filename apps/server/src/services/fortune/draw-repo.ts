import type { FortuneGame } from '@arcadia/contract/calls/fortune/common';
import { and, desc, eq } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneDraws, fortuneSeeds } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';
import type { SeedRow } from './fair-repo.ts';

export type DrawRow = typeof fortuneDraws.$inferSelect;
export interface DrawWithSeed {
  draw: DrawRow;
  seed: SeedRow;
}

/** What a draw row's `prize` column holds: the prize, and for a spin the table weights it was drawn from. */
export interface StoredPrize {
  kind: 'cash' | 'bonus' | 'chance' | 'none';
  amount: string;
  chances: number;
  weights?: number[];
}

const withSeed = (db: Exec) =>
  asDb(db)
    .select({ draw: fortuneDraws, seed: fortuneSeeds })
    .from(fortuneDraws)
    .innerJoin(fortuneSeeds, eq(fortuneSeeds.id, fortuneDraws.seedId));

/** The draw a request key made, if any (a retried request answers it). */
export async function drawByKey(
  db: Exec,
  userId: number,
  game: FortuneGame,
  key: string,
): Promise<DrawWithSeed | undefined> {
  const [row] = await withSeed(db).where(
    and(eq(fortuneDraws.userId, userId), eq(fortuneDraws.game, game), eq(fortuneDraws.requestKey, key)),
  );
  return row;
}

export async function insertDraw(tx: Exec, row: typeof fortuneDraws.$inferInsert): Promise<DrawRow> {
  const [inserted] = await asDb(tx).insert(fortuneDraws).values(row).returning();
  return inserted as DrawRow;
}

/** Any draw by id (the public verifier). */
export async function drawById(db: Db, id: number): Promise<DrawWithSeed | undefined> {
  const [row] = await withSeed(db).where(eq(fortuneDraws.id, id));
  return row;
}

/** One of the player's own draws. */
export async function ownDraw(db: Db, userId: number, id: number): Promise<DrawWithSeed | undefined> {
  const [row] = await withSeed(db).where(and(eq(fortuneDraws.id, id), eq(fortuneDraws.userId, userId)));
  return row;
}

/** The player's draws of both games, newest first. */
export async function drawsOf(db: Db, userId: number, limit: number, offset: number): Promise<DrawWithSeed[]> {
  return withSeed(db).where(eq(fortuneDraws.userId, userId)).orderBy(desc(fortuneDraws.id)).limit(limit).offset(offset);
}
