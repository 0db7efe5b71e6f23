import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneVipClaims, fortuneWagerDays } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type VipClaimRow = typeof fortuneVipClaims.$inferSelect;

/** The player's wager volume on days from `from` (inclusive) to `to` (exclusive), YYYY-MM-DD. */
export async function wageredBetween(db: Db, userId: number, from: string, to: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${fortuneWagerDays.wagered}), 0)::text` })
    .from(fortuneWagerDays)
    .where(and(eq(fortuneWagerDays.userId, userId), gte(fortuneWagerDays.day, from), lt(fortuneWagerDays.day, to)));
  return BigInt(row?.total ?? '0');
}

export async function claimsOf(db: Db, userId: number): Promise<VipClaimRow[]> {
  return db.select().from(fortuneVipClaims).where(eq(fortuneVipClaims.userId, userId));
}

/** Records a claim once; false when it was claimed before. */
export async function insertClaim(tx: Exec, claim: typeof fortuneVipClaims.$inferInsert): Promise<boolean> {
  const rows = await asDb(tx)
    .insert(fortuneVipClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ ref: fortuneVipClaims.ref });
  return rows.length > 0;
}
