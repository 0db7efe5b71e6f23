import type { Db } from '../../db/client.ts';
import { accountId } from '../../ledger/accounts.ts';
import { inTransaction, move, type ResolvedLeg } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { COIN } from './settings.ts';

/** The `lotto` holding account and the house, in USDT (resolved once, outside any money transaction). */
export interface JobIds {
  pool: number;
  house: number;
}

export async function jobIds(db: Db): Promise<JobIds> {
  return {
    pool: await accountId(db, { system: 'lotto' }, COIN),
    house: await accountId(db, { system: 'house' }, COIN),
  };
}

/**
 * The settlement legs of a draw: each winner's total from the holding account, and the house's result, to the house
 * when positive or from it (covering prizes) when negative. User account ids are resolved before the transaction.
 */
export async function settlementLegs(
  db: Db,
  ids: JobIds,
  prizes: { userId: number; amount: bigint }[],
  house: bigint,
  kinds: { prize: string; edge: string; cover: string },
): Promise<ResolvedLeg[]> {
  const legs: ResolvedLeg[] = [];
  if (house < 0n) legs.push({ debitId: ids.house, creditId: ids.pool, coin: COIN, amount: -house, kind: kinds.cover });
  for (const p of prizes)
    if (p.amount > 0n)
      legs.push({
        debitId: ids.pool,
        creditId: await accountId(db, { userId: p.userId }, COIN),
        coin: COIN,
        amount: p.amount,
        kind: kinds.prize,
      });
  if (house > 0n) legs.push({ debitId: ids.pool, creditId: ids.house, coin: COIN, amount: house, kind: kinds.edge });
  return legs;
}

/**
 * Refunds entries one by one, each in its own transaction that first claims it (a guarded update of refunded_at),
 * then moves its price back under the key `<prefix>:<entry id>`: a run stopped half way resumes with the rest, and a
 * second run (or 50 at once) refunds nothing twice.
 */
export async function refundEach(
  db: Db,
  ids: JobIds,
  entries: { id: number; userId: number; amount: bigint }[],
  claim: (tx: Exec, id: number) => Promise<boolean>,
  prefix: string,
  reference: string,
) {
  for (const e of entries) {
    const buyer = await accountId(db, { userId: e.userId }, COIN);
    await inTransaction(db, async (tx) => {
      if (!(await claim(tx, e.id))) return;
      await move(tx, [{ debitId: ids.pool, creditId: buyer, coin: COIN, amount: e.amount, kind: `${prefix}_refund` }], {
        reference,
        idempotencyKey: `${prefix}:refund:${e.id}`,
      });
    });
  }
}

/** Sums prizes by user. */
export function byUser(rows: { userId: number; amount: bigint }[]) {
  const sums = new Map<number, bigint>();
  for (const r of rows) sums.set(r.userId, (sums.get(r.userId) ?? 0n) + r.amount);
  return [...sums.entries()].sort((a, b) => a[0] - b[0]).map(([userId, amount]) => ({ userId, amount }));
}
