import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers, taskAudits, taskOfferSteps } from '../../db/schema/index.ts';

/** Credits of the given kinds to the player's accounts, newest first: one page plus one row to tell if more follow. */
export async function rewardCredits(db: Db, userId: number, kinds: string[], offset: number, limit: number) {
  return db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      coin: ledgerTransfers.coin,
      amount: ledgerTransfers.amount,
      at: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerTransfers.kind, kinds)))
    .orderBy(desc(ledgerTransfers.id))
    .limit(limit)
    .offset(offset);
}

/** What the player received of the given kinds, summed per coin. */
export async function rewardTotals(db: Db, userId: number, kinds: string[]) {
  return db
    .select({ coin: ledgerTransfers.coin, amount: sql<string>`sum(${ledgerTransfers.amount})::text` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerTransfers.kind, kinds)))
    .groupBy(ledgerTransfers.coin)
    .orderBy(ledgerTransfers.coin);
}

/** Task steps the player submitted for review that an operator has not decided yet, with what they pay. */
export async function pendingAudits(db: Db, userId: number) {
  return db
    .select({
      id: taskAudits.id,
      offerId: taskAudits.offerId,
      kc: taskOfferSteps.rewardKc,
      at: taskAudits.createdAt,
    })
    .from(taskAudits)
    .innerJoin(taskOfferSteps, eq(taskOfferSteps.id, taskAudits.stepId))
    .where(and(eq(taskAudits.userId, userId), eq(taskAudits.status, 'pending')))
    .orderBy(desc(taskAudits.id))
    .limit(50);
}

/** The smallest and largest KC a task step pays today (steps that pay nothing left out). */
export async function taskRewardRange(db: Db) {
  const [row] = await db
    .select({
      min: sql<string | null>`min(${taskOfferSteps.rewardKc})::text`,
      max: sql<string | null>`max(${taskOfferSteps.rewardKc})::text`,
    })
    .from(taskOfferSteps)
    .where(sql`${taskOfferSteps.rewardKc} > 0`);
  return { min: BigInt(row?.min ?? 0), max: BigInt(row?.max ?? 0) };
}
