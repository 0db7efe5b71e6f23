import type { FortuneGame } from '@arcadia/contract/calls/fortune/common';
import { and, eq, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { fortuneChanceGrants, fortuneChances } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type ChancesRow = typeof fortuneChances.$inferSelect;

export async function chancesRow(db: Db, userId: number, game: FortuneGame): Promise<ChancesRow | undefined> {
  const [row] = await db
    .select()
    .from(fortuneChances)
    .where(and(eq(fortuneChances.userId, userId), eq(fortuneChances.game, game)));
  return row;
}

/**
 * Uses one chance in one guarded statement: a free one of `day` while `perDay` are not used, else an extra one; no row
 * changes (false) when neither is left. The row lock makes concurrent uses queue and re-check the guard.
 */
export async function useChance(tx: Exec, userId: number, game: FortuneGame, day: string, perDay: number) {
  const db = asDb(tx);
  await db.insert(fortuneChances).values({ userId, game, freeDay: day }).onConflictDoNothing();
  const usedToday = sql`(case when ${fortuneChances.freeDay} = ${day}::date then ${fortuneChances.freeUsed} else 0 end)`;
  const freeLeft = sql`(${perDay}::int - ${usedToday})`;
  const rows = await db
    .update(fortuneChances)
    .set({
      freeUsed: sql`${usedToday} + (case when ${freeLeft} > 0 then 1 else 0 end)`,
      extra: sql`${fortuneChances.extra} - (case when ${freeLeft} > 0 then 0 else 1 end)`,
      freeDay: sql`${day}::date`,
    })
    .where(
      and(
        eq(fortuneChances.userId, userId),
        eq(fortuneChances.game, game),
        sql`(${freeLeft} > 0 or ${fortuneChances.extra} > 0)`,
      ),
    )
    .returning({ userId: fortuneChances.userId });
  return rows.length > 0;
}

/** Records a grant once per (player, game, source); false when it was granted before. */
export async function insertGrant(tx: Exec, grant: typeof fortuneChanceGrants.$inferInsert): Promise<boolean> {
  const rows = await asDb(tx)
    .insert(fortuneChanceGrants)
    .values(grant)
    .onConflictDoNothing()
    .returning({ id: fortuneChanceGrants.id });
  return rows.length > 0;
}

export async function addExtra(tx: Exec, userId: number, game: FortuneGame, day: string, amount: number) {
  await asDb(tx)
    .insert(fortuneChances)
    .values({ userId, game, freeDay: day, extra: amount })
    .onConflictDoUpdate({
      target: [fortuneChances.userId, fortuneChances.game],
      set: { extra: sql`${fortuneChances.extra} + ${amount}::int` },
    });
}
