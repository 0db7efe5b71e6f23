import type { WalletResponse } from '@arcadia/contract/games/wallet-protocol';
import { and, eq, sql } from 'drizzle-orm';
import { asDb } from '../../db/client.ts';
import { gameRounds, gameSessions, gameTransactions } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

export type SessionRow = typeof gameSessions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type TransactionRow = typeof gameTransactions.$inferSelect;

export async function insertSession(db: Exec, row: typeof gameSessions.$inferInsert): Promise<void> {
  await asDb(db).insert(gameSessions).values(row);
}

export async function sessionByToken(db: Exec, token: string): Promise<SessionRow | undefined> {
  const [row] = await asDb(db).select().from(gameSessions).where(eq(gameSessions.token, token));
  return row;
}

export async function transactionById(db: Exec, provider: string, txId: string): Promise<TransactionRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.txId, txId)));
  return row;
}

/** The refund that names `betTxId`, if one came (possibly before the bet itself). */
export async function refundOf(db: Exec, provider: string, betTxId: string): Promise<TransactionRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.provider, provider), eq(gameTransactions.refundOf, betTxId)));
  return row;
}

export async function insertTransaction(
  tx: Exec,
  row: Omit<typeof gameTransactions.$inferInsert, 'response'> & { response: WalletResponse },
): Promise<void> {
  await asDb(tx).insert(gameTransactions).values(row);
}

export async function roundById(db: Exec, provider: string, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId)));
  return row;
}

/** The round, locked for the rest of the transaction (a refund racing a win sees the other's outcome). */
export async function lockRound(tx: Exec, provider: string, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await asDb(tx)
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId)))
    .for('update');
  return row;
}

export async function openRound(
  tx: Exec,
  row: { provider: string; roundId: string; userId: number; gameCode: string; openedAt: Date },
): Promise<RoundRow> {
  const [inserted] = await asDb(tx).insert(gameRounds).values(row).returning();
  return inserted as RoundRow;
}

export async function addToRound(
  tx: Exec,
  id: number,
  change: { staked?: bigint; refunded?: bigint; won?: bigint },
): Promise<void> {
  await asDb(tx)
    .update(gameRounds)
    .set({
      staked: sql`${gameRounds.staked} + ${change.staked ?? 0n}`,
      refunded: sql`${gameRounds.refunded} + ${change.refunded ?? 0n}`,
      won: sql`${gameRounds.won} + ${change.won ?? 0n}`,
    })
    .where(eq(gameRounds.id, id));
}

export async function closeRound(tx: Exec, id: number, at: Date): Promise<RoundRow> {
  const [row] = await asDb(tx)
    .update(gameRounds)
    .set({ status: 'closed', closedAt: at })
    .where(eq(gameRounds.id, id))
    .returning();
  return row as RoundRow;
}
