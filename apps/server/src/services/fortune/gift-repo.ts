import { and, count, desc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneGiftClaims, fortuneGiftCodes, fortunePlayers, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type GiftCodeRow = typeof fortuneGiftCodes.$inferSelect;

export async function giftCodeOf(db: Exec | Db, code: string): Promise<GiftCodeRow | undefined> {
  const [row] = await asDb(db).select().from(fortuneGiftCodes).where(eq(fortuneGiftCodes.code, code));
  return row;
}

/** A once-only insert: undefined when the code exists already (a CSPRNG collision: draw again). */
export async function insertGiftCode(
  tx: Exec | Db,
  row: typeof fortuneGiftCodes.$inferInsert,
): Promise<GiftCodeRow | undefined> {
  const [inserted] = await asDb(tx).insert(fortuneGiftCodes).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The player's claim of a code; false when they claimed it before (or a racing twin holds it). */
export async function insertGiftClaim(tx: Exec, claim: typeof fortuneGiftClaims.$inferInsert): Promise<boolean> {
  const rows = await asDb(tx)
    .insert(fortuneGiftClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ code: fortuneGiftClaims.code });
  return rows.length > 0;
}

export async function hasClaimed(db: Db, code: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ code: fortuneGiftClaims.code })
    .from(fortuneGiftClaims)
    .where(and(eq(fortuneGiftClaims.code, code), eq(fortuneGiftClaims.userId, userId)));
  return !!row;
}

/** Takes one claim of a code still active and unexpired, unless every claim is taken: the row when it did. */
export async function takeClaim(tx: Exec, code: string, now: Date): Promise<GiftCodeRow | undefined> {
  const [row] = await asDb(tx)
    .update(fortuneGiftCodes)
    .set({ claims: sql`${fortuneGiftCodes.claims} + 1` })
    .where(
      and(
        eq(fortuneGiftCodes.code, code),
        eq(fortuneGiftCodes.status, 'active'),
        gt(fortuneGiftCodes.expiresAt, now),
        lt(fortuneGiftCodes.claims, fortuneGiftCodes.maxClaims),
      ),
    )
    .returning();
  return row;
}

/** Ends an active code unless someone did first; the row (with its final claims) when this call did. */
export async function endCode(tx: Exec, code: string, now: Date): Promise<GiftCodeRow | undefined> {
  const [row] = await asDb(tx)
    .update(fortuneGiftCodes)
    .set({ status: 'ended', endedAt: now })
    .where(and(eq(fortuneGiftCodes.code, code), eq(fortuneGiftCodes.status, 'active')))
    .returning();
  return row;
}

/** Active codes past their expiry: anyone's, or one streamer's. */
export async function expiredActive(db: Db, now: Date, creatorUserId?: number, limit = 200): Promise<GiftCodeRow[]> {
  const mine = creatorUserId === undefined ? undefined : eq(fortuneGiftCodes.creatorUserId, creatorUserId);
  return db
    .select()
    .from(fortuneGiftCodes)
    .where(and(eq(fortuneGiftCodes.status, 'active'), lte(fortuneGiftCodes.expiresAt, now), mine))
    .limit(limit);
}

/** Locks the streamer's player row: their code creations run one at a time, so the cap holds under races. */
export async function lockPlayer(tx: Exec, userId: number): Promise<void> {
  await asDb(tx).select().from(fortunePlayers).where(eq(fortunePlayers.userId, userId)).for('update');
}

/** The streamer's webcast codes that can still be claimed. */
export async function activeWebcastCount(tx: Exec, userId: number, now: Date): Promise<number> {
  const [row] = await asDb(tx)
    .select({ n: count() })
    .from(fortuneGiftCodes)
    .where(
      and(
        eq(fortuneGiftCodes.creatorUserId, userId),
        eq(fortuneGiftCodes.kind, 'webcast'),
        eq(fortuneGiftCodes.status, 'active'),
        gt(fortuneGiftCodes.expiresAt, now),
        lt(fortuneGiftCodes.claims, fortuneGiftCodes.maxClaims),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function webcastCodesOf(db: Db, userId: number, limit = 50): Promise<GiftCodeRow[]> {
  return db
    .select()
    .from(fortuneGiftCodes)
    .where(and(eq(fortuneGiftCodes.creatorUserId, userId), eq(fortuneGiftCodes.kind, 'webcast')))
    .orderBy(desc(fortuneGiftCodes.createdAt), desc(fortuneGiftCodes.code))
    .limit(limit);
}

/** The latest claims of a streamer's codes, with the claimers' display names. */
export async function claimsOfCreator(db: Db, userId: number, limit = 20) {
  return db
    .select({
      code: fortuneGiftClaims.code,
      name: sql<string>`coalesce(nullif(${users.username}, ''), 'player')`,
      amount: fortuneGiftClaims.amount,
      at: fortuneGiftClaims.createdAt,
    })
    .from(fortuneGiftClaims)
    .innerJoin(fortuneGiftCodes, eq(fortuneGiftCodes.code, fortuneGiftClaims.code))
    .innerJoin(users, eq(users.id, fortuneGiftClaims.userId))
    .where(eq(fortuneGiftCodes.creatorUserId, userId))
    .orderBy(desc(fortuneGiftClaims.createdAt))
    .limit(limit);
}

export interface GiftCodeFilter {
  kind: 'all' | 'operator' | 'webcast';
  status: 'all' | 'active' | 'ended';
  page: number;
  pageSize: number;
}

/** Codes for the console, newest first; one more than a page, so the caller knows whether more follow. */
export async function listGiftCodes(db: Db, filter: GiftCodeFilter): Promise<GiftCodeRow[]> {
  const where: SQL[] = [];
  if (filter.kind !== 'all') where.push(eq(fortuneGiftCodes.kind, filter.kind));
  if (filter.status !== 'all') where.push(eq(fortuneGiftCodes.status, filter.status));
  return db
    .select()
    .from(fortuneGiftCodes)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(fortuneGiftCodes.createdAt), desc(fortuneGiftCodes.code))
    .limit(filter.pageSize + 1)
    .offset((filter.page - 1) * filter.pageSize);
}
