import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneRtPrizeClaims, fortuneRtPrizes, fortuneWagerDays, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type RtPrizeRow = typeof fortuneRtPrizes.$inferSelect;
export type RtClaimRow = typeof fortuneRtPrizeClaims.$inferSelect;

export async function rtPrizeOf(db: Exec | Db, id: number): Promise<RtPrizeRow | undefined> {
  const [row] = await asDb(db).select().from(fortuneRtPrizes).where(eq(fortuneRtPrizes.id, id));
  return row;
}

/** Drops whose window holds `now` and that target `market` (or every market), ending soonest first. */
export async function runningPrizes(db: Db, market: string, now: Date): Promise<RtPrizeRow[]> {
  return db
    .select()
    .from(fortuneRtPrizes)
    .where(
      and(
        lte(fortuneRtPrizes.startsAt, now),
        gt(fortuneRtPrizes.endsAt, now),
        sql`(cardinality(${fortuneRtPrizes.markets}) = 0 or ${market} = any(${fortuneRtPrizes.markets}))`,
      ),
    )
    .orderBy(fortuneRtPrizes.endsAt, fortuneRtPrizes.id);
}

export async function claimsOf(db: Exec | Db, userId: number, prizeIds: number[]): Promise<RtClaimRow[]> {
  if (prizeIds.length === 0) return [];
  return asDb(db)
    .select()
    .from(fortuneRtPrizeClaims)
    .where(and(eq(fortuneRtPrizeClaims.userId, userId), inArray(fortuneRtPrizeClaims.prizeId, prizeIds)));
}

/** The player's claim of a drop; false when they hold one already (or a racing twin does). */
export async function insertRtClaim(tx: Exec, claim: typeof fortuneRtPrizeClaims.$inferInsert): Promise<boolean> {
  const rows = await asDb(tx)
    .insert(fortuneRtPrizeClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ id: fortuneRtPrizeClaims.prizeId });
  return rows.length > 0;
}

/** Takes one winner's place of a running drop unless all are taken; the row when it did. */
export async function takePlace(tx: Exec, id: number, now: Date): Promise<RtPrizeRow | undefined> {
  const [row] = await asDb(tx)
    .update(fortuneRtPrizes)
    .set({ claimed: sql`${fortuneRtPrizes.claimed} + 1` })
    .where(
      and(
        eq(fortuneRtPrizes.id, id),
        lte(fortuneRtPrizes.startsAt, now),
        gt(fortuneRtPrizes.endsAt, now),
        lt(fortuneRtPrizes.claimed, fortuneRtPrizes.winners),
      ),
    )
    .returning();
  return row;
}

/** What the player wagered on `day` (YYYY-MM-DD, UTC) in `coin`. */
export async function wageredOn(db: Exec | Db, userId: number, day: string, coin: string): Promise<bigint> {
  const [row] = await asDb(db)
    .select({ wagered: fortuneWagerDays.wagered })
    .from(fortuneWagerDays)
    .where(and(eq(fortuneWagerDays.userId, userId), eq(fortuneWagerDays.day, day), eq(fortuneWagerDays.coin, coin)));
  return row?.wagered ?? 0n;
}

/** The latest claims across drops, with the winners' display names. */
export async function latestClaims(db: Db, limit: number) {
  return db
    .select({
      prizeId: fortuneRtPrizeClaims.prizeId,
      name: sql<string>`coalesce(nullif(${users.username}, ''), 'player')`,
      amount: fortuneRtPrizeClaims.amount,
      at: fortuneRtPrizeClaims.createdAt,
    })
    .from(fortuneRtPrizeClaims)
    .innerJoin(users, eq(users.id, fortuneRtPrizeClaims.userId))
    .orderBy(desc(fortuneRtPrizeClaims.createdAt), desc(fortuneRtPrizeClaims.prizeId))
    .limit(limit);
}

/** Drops for the console, newest first; one more than a page, so the caller knows whether more follow. */
export async function listRtPrizes(db: Db, page: number, pageSize: number): Promise<RtPrizeRow[]> {
  return db
    .select()
    .from(fortuneRtPrizes)
    .orderBy(desc(fortuneRtPrizes.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}

export async function insertRtPrize(tx: Exec | Db, row: typeof fortuneRtPrizes.$inferInsert): Promise<RtPrizeRow> {
  const [inserted] = await asDb(tx).insert(fortuneRtPrizes).values(row).returning();
  return inserted as RtPrizeRow;
}

/** Closes a drop's window now, unless it had closed; an upcoming drop's start moves to now too. */
export async function endRtPrize(tx: Exec, id: number, now: Date): Promise<RtPrizeRow | undefined> {
  const [row] = await asDb(tx)
    .update(fortuneRtPrizes)
    .set({ endsAt: now, startsAt: sql`least(${fortuneRtPrizes.startsAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(fortuneRtPrizes.id, id), gt(fortuneRtPrizes.endsAt, now)))
    .returning();
  return row;
}

/** Locks a drop's row (the console's end and its audit record see one state). */
export async function lockRtPrize(tx: Exec, id: number): Promise<RtPrizeRow | undefined> {
  const [row] = await asDb(tx).select().from(fortuneRtPrizes).where(eq(fortuneRtPrizes.id, id)).for('update');
  return row;
}
