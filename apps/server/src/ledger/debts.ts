import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { taskDebts } from '../db/schema/index.ts';
import { move } from './ledger.ts';
import { type Exec, one } from './sql.ts';

/**
 * What a player owes after money was taken back that they had already spent (a reversed task reward, a refunded
 * top-up): the balance never goes negative, so the correcting transfer takes what the balance holds and the rest
 * becomes a debt that the player's next income repays first. Nothing is silently forgiven. The rows live in
 * `task_debts` (tasks were the first to need them); `reference` says where each came from.
 */
type DebtRow = typeof taskDebts.$inferSelect;
const asDb = (tx: Exec) => tx as unknown as Db;

/** The two accounts money moves between: the player's and the system account it came from (issuance). */
export interface DebtAccounts {
  user: number;
  source: number;
}

async function openDebts(tx: Exec, userId: number, coin: string): Promise<DebtRow[]> {
  return asDb(tx)
    .select()
    .from(taskDebts)
    .where(and(eq(taskDebts.userId, userId), eq(taskDebts.coin, coin), sql`${taskDebts.outstanding} > 0`))
    .orderBy(taskDebts.id)
    .for('update');
}

async function reduceDebt(tx: Exec, id: number, by: bigint): Promise<void> {
  await asDb(tx)
    .update(taskDebts)
    .set({
      outstanding: sql`${taskDebts.outstanding} - ${String(by)}::bigint`,
      settledAt: sql`case when ${taskDebts.outstanding} - ${String(by)}::bigint = 0 then now() else null end`,
    })
    .where(eq(taskDebts.id, id));
}

export async function debtTotal(db: Db, userId: number, coin: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${taskDebts.outstanding}), 0)::text` })
    .from(taskDebts)
    .where(and(eq(taskDebts.userId, userId), eq(taskDebts.coin, coin)));
  return BigInt(row?.total ?? '0');
}

/**
 * Takes `amount` back inside the caller's transaction: as much as the balance holds now, the rest as a debt keyed
 * `debtReference` (so taking the same thing back twice owes it once). Answers the shortfall.
 */
export async function takeBackInTx(
  tx: Exec,
  take: {
    userId: number;
    coin: CoinCode;
    amount: bigint;
    accounts: DebtAccounts;
    kind: string;
    /** The correcting transfer's reference and idempotency key. */
    reference: string;
    idempotencyKey: string;
    /** The debt's own key: the same shortfall recorded twice is one debt. */
    debtReference: string;
  },
): Promise<bigint> {
  const row = await one<{ balance: string }>(
    tx,
    sql`select balance::text as balance from ledger_accounts where id = ${take.accounts.user} for update`,
  );
  const balance = BigInt(row?.balance ?? '0');
  const now = balance < take.amount ? balance : take.amount;
  if (now > 0n)
    await move(
      tx,
      [{ debitId: take.accounts.user, creditId: take.accounts.source, coin: take.coin, amount: now, kind: take.kind }],
      { reference: take.reference, idempotencyKey: take.idempotencyKey },
    );
  const short = take.amount - now;
  if (short > 0n)
    await asDb(tx)
      .insert(taskDebts)
      .values({
        userId: take.userId,
        coin: take.coin,
        outstanding: short,
        original: short,
        reference: take.debtReference,
      })
      .onConflictDoNothing();
  return short;
}

/**
 * Repays the player's open debts in `coin`, oldest first, from `amount` just credited, inside the caller's
 * transaction. `key` is the credit's idempotency key (each repayment is keyed by debt and credit).
 */
export async function repayDebtsInTx(
  tx: Exec,
  repay: {
    userId: number;
    coin: CoinCode;
    amount: bigint;
    accounts: DebtAccounts;
    kind: string;
    key: string;
    /** Names the repayments in the ledger: `<prefix>:<debt id>`. */
    prefix: string;
  },
): Promise<void> {
  let left = repay.amount;
  for (const debt of await openDebts(tx, repay.userId, repay.coin)) {
    if (left <= 0n) break;
    // biome-ignore lint/complexity/useMathMinMax: bigints (Math.min takes numbers)
    const part = debt.outstanding < left ? debt.outstanding : left;
    await move(
      tx,
      [
        {
          debitId: repay.accounts.user,
          creditId: repay.accounts.source,
          coin: repay.coin,
          amount: part,
          kind: repay.kind,
        },
      ],
      { reference: `${repay.prefix}:${debt.id}`, idempotencyKey: `${repay.prefix}:${debt.id}:${repay.key}` },
    );
    await reduceDebt(tx, debt.id, part);
    left -= part;
  }
}
