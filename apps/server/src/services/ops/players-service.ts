import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, trustedDevices, users } from '../../db/schema/index.ts';
import { coinOf, fromMinor } from '../../ledger/coins.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { rows } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { forgetCachedSessions } from '../../lib/session-keys.ts';
import { writeAudit } from './audit.ts';
import type { OpsCaller, OpsDeps } from './auth-service.ts';
import { seconds } from './operators-repo.ts';

const asDb = (tx: unknown) => tx as Db;
const amount = (coin: string, minor: string) => fromMinor(BigInt(minor), coinOf(coin as CoinCode).decimals);

async function findPlayer(db: Db, query: string) {
  const id = /^\d{1,15}$/.test(query) ? Number(query) : undefined;
  const [player] = await db
    .select()
    .from(users)
    .where(
      or(
        ...(id !== undefined && Number.isSafeInteger(id) ? [eq(users.id, id)] : []),
        eq(users.phoneNumber, query),
        eq(users.username, query),
        eq(users.userLogin, query),
      ),
    )
    .limit(1);
  return player;
}

/** A player with balances, live sessions, devices and the last 50 transfers (read only; not audited). */
export async function lookup(deps: OpsDeps, query: string) {
  const player = await findPlayer(deps.db, query);
  if (!player) return { player: null };
  const [balances, live, devices, transfers] = await Promise.all([
    rows<{ coin: string; balance: string }>(
      deps.db,
      sql`select coin, balance::text as balance from ledger_accounts where user_id = ${player.id} order by coin`,
    ),
    deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, player.id), isNull(sessions.revokedAt)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(20),
    deps.db.select().from(trustedDevices).where(eq(trustedDevices.userId, player.id)).limit(20),
    rows<{
      id: string;
      at: Date | string;
      coin: string;
      amount: string;
      incoming: boolean;
      kind: string;
      reference: string;
    }>(
      deps.db,
      sql`select t.id::text as id, t.created_at as at, t.coin, t.amount::text as amount,
                 (c.user_id = ${player.id}) as incoming, t.kind, t.reference
          from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
          where d.user_id = ${player.id} or c.user_id = ${player.id}
          order by t.id desc limit 50`,
    ),
  ]);
  return {
    player: {
      user_id: player.id,
      username: player.username,
      phone_number: player.phoneNumber ?? '',
      country_code: player.countryCode,
      created_at: seconds(player.createdAt),
      frozen: player.frozenAt !== null,
      frozen_reason: player.frozenReason,
      balances: balances.map((b) => ({ coin: b.coin, amount: amount(b.coin, b.balance) })),
      sessions: live
        .filter((s) => s.expiresAt.getTime() > Date.now())
        .map((s, i) => ({ id: i + 1, created_at: seconds(s.createdAt), last_seen_at: seconds(s.lastSeenAt) })),
      devices: devices.map((d) => ({ device_id: d.did, last_seen_at: seconds(d.createdAt) })),
      transfers: transfers.map((t) => ({
        id: Number(t.id),
        at: seconds(new Date(t.at)),
        coin: t.coin,
        amount: amount(t.coin, t.amount),
        direction: t.incoming ? ('in' as const) : ('out' as const),
        kind: t.kind,
        reference: t.reference,
      })),
    },
  };
}

/** Signs a player out everywhere, with the reason in the audit log. */
export async function revokeSessions(deps: OpsDeps, caller: OpsCaller, input: { user_id: number; reason: string }) {
  const [player] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!player) throw new AppError('NOT_FOUND');
  const revoked = await inTransaction(deps.db, async (tx) => {
    const done = await asDb(tx)
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, player.id), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: 'players.revoke_sessions',
      target: `user:${player.id}`,
      after: { revoked: done.length, reason: input.reason },
    });
    return done.length;
  });
  forgetCachedSessions(deps.db);
  return { revoked };
}

/**
 * Freezes or unfreezes a player's money going out, with the reason kept on the player and in the audit log (same
 * transaction). The player row is locked, so two operators acting at once make one change.
 */
export async function freeze(
  deps: OpsDeps,
  caller: OpsCaller,
  input: { user_id: number; frozen: boolean; reason: string },
) {
  return inTransaction(deps.db, async (tx) => {
    const [player] = await rows<{ id: string; frozen_at: Date | string | null; frozen_reason: string }>(
      tx,
      sql`select id::text as id, frozen_at, frozen_reason from users where id = ${input.user_id} for update`,
    );
    if (!player) throw new AppError('NOT_FOUND');
    const was = player.frozen_at !== null;
    if (was === input.frozen) return { frozen: was, changed: false };
    await asDb(tx)
      .update(users)
      .set(input.frozen ? { frozenAt: new Date(), frozenReason: input.reason } : { frozenAt: null, frozenReason: '' })
      .where(eq(users.id, input.user_id));
    await writeAudit(tx, {
      operatorId: caller.operator.id,
      ip: caller.ip,
      action: input.frozen ? 'players.freeze' : 'players.unfreeze',
      target: `user:${input.user_id}`,
      before: { frozen: was, reason: player.frozen_reason },
      after: { frozen: input.frozen, reason: input.reason },
    });
    return { frozen: input.frozen, changed: true };
  });
}
