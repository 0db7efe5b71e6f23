import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerTransfers, socialAccounts, socialFollows, tgAccounts } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../ledger/sql.ts';

export interface AccountRow {
  mediaType: string;
  providerUserId: string;
  username: string;
}

export async function accountsOf(db: Db, userId: number): Promise<AccountRow[]> {
  return db
    .select({
      mediaType: socialAccounts.mediaType,
      providerUserId: socialAccounts.providerUserId,
      username: socialAccounts.username,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
}

/** The player who linked this provider account, if any. */
export async function ownerOf(db: Db, mediaType: string, providerUserId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.mediaType, mediaType), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.userId;
}

/** The Telegram login (tg_accounts) of a player, or the player of a Telegram login. */
export async function tgLoginOf(db: Db, userId: number) {
  const [row] = await db
    .select({ tgUserId: tgAccounts.tgUserId, tgUsername: tgAccounts.tgUsername })
    .from(tgAccounts)
    .where(eq(tgAccounts.userId, userId))
    .limit(1);
  return row;
}

export async function playerOfTgLogin(db: Db, tgUserId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: tgAccounts.userId })
    .from(tgAccounts)
    .where(eq(tgAccounts.tgUserId, tgUserId))
    .limit(1);
  return row?.userId;
}

/**
 * Links (or relinks) the player's account of one media type. False when another player took that provider
 * account in the meantime (the unique index decides).
 */
export async function linkAccount(
  db: Db,
  userId: number,
  account: { mediaType: string; providerUserId: string; username: string },
): Promise<boolean> {
  try {
    await db
      .insert(socialAccounts)
      .values({ userId, ...account })
      .onConflictDoUpdate({
        target: [socialAccounts.userId, socialAccounts.mediaType],
        set: { providerUserId: account.providerUserId, username: account.username, linkedAt: new Date() },
      });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function followsOf(db: Db, userId: number) {
  return db
    .select({
      channelId: socialFollows.channelId,
      status: socialFollows.status,
      method: socialFollows.method,
      checkedAt: socialFollows.checkedAt,
    })
    .from(socialFollows)
    .where(eq(socialFollows.userId, userId));
}

export async function saveFollow(
  db: Db,
  userId: number,
  follow: { channelId: string; status: 'following' | 'not_following'; method: 'telegram' | 'linked' },
) {
  const checkedAt = new Date();
  await db
    .insert(socialFollows)
    .values({ userId, ...follow, checkedAt })
    .onConflictDoUpdate({
      target: [socialFollows.userId, socialFollows.channelId],
      set: { status: follow.status, method: follow.method, checkedAt },
    });
  return checkedAt;
}

/** Which of the given reward keys have been paid (the ledger stores a one-leg transfer's key as `<key>:0`). */
export async function rewardedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await db
    .select({ key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(
      inArray(
        ledgerTransfers.idempotencyKey,
        keys.map((k) => `${k}:0`),
      ),
    );
  return new Set(found.map((r) => (r.key ?? '').replace(/:0$/, '')));
}
