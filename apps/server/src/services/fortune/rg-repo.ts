import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fortunePlayers, sessions } from '../../db/schema/index.ts';
import { one } from '../../ledger/sql.ts';
import { hashKey } from '../../lib/session-keys.ts';

/** When the session behind `sessionKey` was created (login), or undefined for an unknown key. */
export async function sessionStart(db: Db, sessionKey: string): Promise<Date | undefined> {
  if (!sessionKey) return undefined;
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.keyHash, hashKey(sessionKey)));
  return row?.createdAt;
}

/**
 * The player's Fortune result since `since`, USDT minor units: every ledger transfer into their USDT account whose
 * kind starts with `fortune_` (wins, prizes, unlocked bonuses) minus every such transfer out of it (stakes).
 * Deposits and withdrawals have kinds of their own and do not count.
 */
export async function fortuneNetSince(db: Db, userId: number, since: Date): Promise<bigint> {
  const row = await one<{ net: string }>(
    db,
    sql`with acct as (select id from ledger_accounts where user_id = ${userId} and coin = 'USDT')
        select coalesce(sum(case when t.credit_account_id = acct.id then t.amount else -t.amount end), 0)::text as net
        from ledger_transfers t, acct
        where (t.credit_account_id = acct.id or t.debit_account_id = acct.id)
          and left(t.kind, 8) = 'fortune_'
          and t.created_at >= ${since.toISOString()}::timestamptz`,
  );
  return BigInt(row?.net ?? 0);
}

/** Sets the reality-check interval; false when the player never registered with Fortune. */
export async function writeRealityCheck(db: Db, userId: number, minutes: number): Promise<boolean> {
  const done = await db
    .update(fortunePlayers)
    .set({ realityCheckMinutes: minutes })
    .where(eq(fortunePlayers.userId, userId))
    .returning({ userId: fortunePlayers.userId });
  return done.length > 0;
}
