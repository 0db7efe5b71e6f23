import type { DeletionView } from '@arcadia/contract/calls/account/common';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import {
  accountDeletions,
  deviceKeys,
  paymentAccounts,
  productSubmissions,
  profiles,
  sessions,
  socialAccounts,
  tgAccounts,
  trustedDevices,
  userIdentities,
  users,
} from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { forgetCachedSessions } from '../../lib/session-keys.ts';
import { requireNotFrozen } from '../user/require-not-frozen.ts';
import { moneyLeft } from './money.ts';
import type { AccountSettings } from './settings.ts';

/**
 * Deleting an account (docs/account.md): pending (cooling off, cancellable) -> done, or -> cancelled. The sweep
 * anonymises each due account once: the guarded update that marks it done is what one sweep wins, so any number of
 * sweeps running at once act once. Money left stops both the request and, should money arrive while it cools off,
 * the sweep (the request stays pending with `held_reason` and is tried again a day later).
 */

const DAY_MS = 24 * 3600 * 1000;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const DELETED_NAME = 'Deleted player';

export type DeletionRow = typeof accountDeletions.$inferSelect;

export function deletionView(row: DeletionRow | undefined): DeletionView | null {
  if (row?.status !== 'pending') return null;
  return {
    status: 'pending',
    requested_at: seconds(row.requestedAt),
    purge_at: seconds(row.purgeAt),
    held_reason: row.heldReason,
  };
}

export async function deletionOf(db: Exec | Db, userId: number): Promise<DeletionRow | undefined> {
  const [row] = await asDb(db).select().from(accountDeletions).where(eq(accountDeletions.userId, userId)).limit(1);
  return row;
}

function refusal(left: NonNullable<Awaited<ReturnType<typeof moneyLeft>>>): AppError {
  const message =
    left.reason === 'balance'
      ? 'Withdraw or spend your balance first: an account with money in it cannot be deleted.'
      : 'Wait until your withdrawal is finished: an account with money on its way cannot be deleted.';
  return new AppError('CONFLICT', message, left);
}

/** account/delete_request: `confirm` repeats the account id; money left refuses; a repeat answers the pending one. */
export async function requestDeletion(
  db: Db,
  settings: AccountSettings,
  userId: number,
  confirm: string,
  now = new Date(),
) {
  if (confirm !== String(userId)) throw fieldError({ confirm: ['Type your account id to confirm'] });
  await requireNotFrozen(db, userId);
  const pending = deletionView(await deletionOf(db, userId));
  if (pending) return { deletion: pending };
  const left = await moneyLeft(db, userId, settings.dustCents);
  if (left) throw refusal(left);
  const purgeAt = new Date(now.getTime() + settings.coolingOffDays * DAY_MS);
  const fresh = { status: 'pending', requestedAt: now, purgeAt, cancelledAt: null, doneAt: null, heldReason: '' };
  const [row] = await db
    .insert(accountDeletions)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({
      target: accountDeletions.userId,
      set: fresh,
      // A row already done stays done; a pending one (a racing request) keeps its own dates.
      setWhere: sql`${accountDeletions.status} = 'cancelled'`,
    })
    .returning();
  return { deletion: deletionView(row ?? (await deletionOf(db, userId))) as DeletionView };
}

export async function cancelDeletion(db: Db, userId: number, now = new Date()) {
  const done = await db
    .update(accountDeletions)
    .set({ status: 'cancelled', cancelledAt: now, heldReason: '' })
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, 'pending')))
    .returning({ userId: accountDeletions.userId });
  return { cancelled: done.length > 0 };
}

/** Clears what identifies the player and ends every way in, in the caller's transaction. */
async function anonymise(tx: Exec, userId: number, now: Date) {
  const db = asDb(tx);
  await db
    .update(users)
    .set({
      username: DELETED_NAME,
      userLogin: `deleted_${userId}`,
      phoneNumber: null,
      passwordHash: null,
      headUrl: '',
      intro: '',
      backgroundImage: '',
      momoAccounts: [],
    })
    .where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(tgAccounts).where(eq(tgAccounts.userId, userId));
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  await db.update(deviceKeys).set({ userId: null }).where(eq(deviceKeys.userId, userId));
  await db
    .update(profiles)
    .set({ deletedAt: now })
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)));
  await db
    .update(paymentAccounts)
    .set({ holder: '', number: sql`'deleted-' || ${paymentAccounts.id}` })
    .where(eq(paymentAccounts.userId, userId));
  await db
    .update(productSubmissions)
    .set({ status: 'withdrawn', decidedAt: now })
    .where(and(eq(productSubmissions.userId, userId), eq(productSubmissions.status, 'pending')));
}

/**
 * Carries out one due deletion: marks it done (the guarded update one sweep wins), checks the money rules again and
 * anonymises, all in one transaction. 'held' when money stops it (it stays pending with the reason).
 */
export async function carryOut(
  db: Db,
  settings: AccountSettings,
  userId: number,
  now = new Date(),
): Promise<'done' | 'held' | 'skipped'> {
  const outcome = await inTransaction(db, async (tx) => {
    const claimed = await asDb(tx)
      .update(accountDeletions)
      .set({ status: 'done', doneAt: now, heldReason: '' })
      .where(
        and(
          eq(accountDeletions.userId, userId),
          eq(accountDeletions.status, 'pending'),
          lte(accountDeletions.purgeAt, now),
        ),
      )
      .returning({ userId: accountDeletions.userId });
    if (claimed.length === 0) return 'skipped' as const;
    const left = await moneyLeft(tx, userId, settings.dustCents);
    if (left) {
      await asDb(tx)
        .update(accountDeletions)
        .set({ status: 'pending', doneAt: null, heldReason: left.reason, purgeAt: new Date(now.getTime() + DAY_MS) })
        .where(eq(accountDeletions.userId, userId));
      return 'held' as const;
    }
    await anonymise(tx, userId, now);
    return 'done' as const;
  });
  if (outcome === 'done') forgetCachedSessions(db);
  return outcome;
}

/** The sweep: every deletion due by `now`, 100 at a time; answers how many accounts it anonymised. */
export async function sweepDeletions(db: Db, settings: AccountSettings, now = new Date()): Promise<number> {
  const due = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.status, 'pending'), lte(accountDeletions.purgeAt, now)))
    .limit(100);
  let done = 0;
  for (const { userId } of due) if ((await carryOut(db, settings, userId, now)) === 'done') done += 1;
  return done;
}
