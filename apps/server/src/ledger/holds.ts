import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { sql } from 'drizzle-orm';
import { type AccountRef, accountId, type SystemAccount } from './accounts.ts';
import { type MoveHooks, move } from './ledger.ts';
import { type Exec, one, rows } from './sql.ts';

/**
 * Two-phase holds. Phase one moves the amount from the user's account to the `pending` system account
 * and records a hold (pending, with an expiry). Phase two either posts it (pending -> destinations) or
 * voids it (pending -> back to the user). Both are new transfers; the hold row only records its state.
 */
export interface HoldRequest {
  userId: number;
  coin: CoinCode;
  amount: bigint;
  reference: string;
  expiresAt: Date;
  idempotencyKey?: string | undefined;
}

/** Account ids a hold needs; resolve before the transaction. */
export async function holdAccounts(db: Exec, userId: number, coin: CoinCode, destinations: SystemAccount[] = []) {
  const ids: Record<string, number> = {
    user: await accountId(db, { userId }, coin),
    pending: await accountId(db, { system: 'pending' }, coin),
  };
  for (const d of destinations) ids[d] = await accountId(db, { system: d }, coin);
  return ids;
}

export async function createHold(
  tx: Exec,
  req: HoldRequest,
  ids: Record<string, number>,
  hooks?: MoveHooks,
): Promise<number> {
  const [transferId] = await move(
    tx,
    [{ debitId: need(ids, 'user'), creditId: need(ids, 'pending'), coin: req.coin, amount: req.amount, kind: 'hold' }],
    { reference: req.reference, idempotencyKey: req.idempotencyKey },
    hooks,
  );
  const row = await one<{ id: string | number }>(
    tx,
    sql`insert into ledger_holds (account_id, coin, amount, reference, hold_transfer_id, expires_at)
        values (${need(ids, 'user')}, ${req.coin}, ${String(req.amount)}::bigint, ${req.reference}, ${transferId}, ${req.expiresAt.toISOString()})
        returning id`,
  );
  return Number(row?.id);
}

interface HoldRow {
  id: string | number;
  account_id: string | number;
  coin: CoinCode;
  amount: string;
  status: string;
  reference: string;
}

async function lockPendingHold(tx: Exec, holdId: number): Promise<HoldRow | undefined> {
  return one<HoldRow>(
    tx,
    sql`select id, account_id, coin, amount::text as amount, status, reference from ledger_holds
        where id = ${holdId} for update`,
  );
}

/** Posts a pending hold to system destinations whose amounts sum to the held amount. False if not pending. */
export async function postHold(
  tx: Exec,
  holdId: number,
  parts: { to: number; amount: bigint; kind: string }[],
): Promise<boolean> {
  const hold = await lockPendingHold(tx, holdId);
  if (hold?.status !== 'pending') return false;
  const total = parts.reduce((sum, p) => sum + p.amount, 0n);
  if (total !== BigInt(hold.amount)) throw new Error(`ledger: hold ${holdId} posts ${total}, holds ${hold.amount}`);
  const pendingId = await pendingAccountOf(tx, hold.coin);
  const ids = await move(
    tx,
    parts
      .filter((p) => p.amount > 0n)
      .map((p) => ({ debitId: pendingId, creditId: p.to, coin: hold.coin, amount: p.amount, kind: p.kind })),
    { reference: hold.reference, idempotencyKey: `hold:${holdId}:post` },
  );
  await tx.execute(
    sql`update ledger_holds set status = 'posted', resolve_transfer_id = ${ids[0] ?? null}, resolved_at = now() where id = ${holdId}`,
  );
  return true;
}

/** Voids a pending hold: the amount goes back to the user. False if it was not pending. */
export async function voidHold(tx: Exec, holdId: number): Promise<boolean> {
  const hold = await lockPendingHold(tx, holdId);
  if (hold?.status !== 'pending') return false;
  const pendingId = await pendingAccountOf(tx, hold.coin);
  const [id] = await move(
    tx,
    [
      {
        debitId: pendingId,
        creditId: Number(hold.account_id),
        coin: hold.coin,
        amount: BigInt(hold.amount),
        kind: 'refund',
      },
    ],
    { reference: hold.reference, idempotencyKey: `hold:${holdId}:void` },
  );
  await tx.execute(
    sql`update ledger_holds set status = 'voided', resolve_transfer_id = ${id ?? null}, resolved_at = now() where id = ${holdId}`,
  );
  return true;
}

/** Pending holds past their expiry, for the sweeper. */
export async function expiredHolds(db: Exec, limit = 100): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select id from ledger_holds where status = 'pending' and expires_at <= now() order by id limit ${limit}`,
  );
  return found.map((r) => Number(r.id));
}

async function pendingAccountOf(tx: Exec, coin: CoinCode): Promise<number> {
  const row = await one<{ id: string | number }>(
    tx,
    sql`select id from ledger_accounts where system = 'pending' and coin = ${coin}`,
  );
  if (!row) throw new Error(`ledger: no pending account for ${coin}`);
  return Number(row.id);
}

function need(ids: Record<string, number>, name: string): number {
  const id = ids[name];
  if (id === undefined) throw new Error(`ledger: account ${name} not resolved`);
  return id;
}

export type { AccountRef };
