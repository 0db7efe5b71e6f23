import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tgAccounts, tgSeenHashes, tgWebLogins, users } from '../../db/schema/index.ts';

export interface PlayerRow {
  id: number;
  username: string;
  userLogin: string;
  phoneNumber: string | null;
  momoAccounts: string[];
}

const playerColumns = {
  id: users.id,
  username: users.username,
  userLogin: users.userLogin,
  phoneNumber: users.phoneNumber,
  momoAccounts: users.momoAccounts,
};

/** Records a hash as used; false when it was used before (a replay). Old rows are pruned on the way. */
export async function markHashSeen(db: Db, hash: string, keepSeconds: number): Promise<boolean> {
  await db.delete(tgSeenHashes).where(lt(tgSeenHashes.seenAt, new Date(Date.now() - keepSeconds * 1000)));
  const inserted = await db
    .insert(tgSeenHashes)
    .values({ hash })
    .onConflictDoNothing()
    .returning({ hash: tgSeenHashes.hash });
  return inserted.length === 1;
}

export async function findPlayerByTgId(db: Db, tgUserId: number): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select(playerColumns)
    .from(tgAccounts)
    .innerJoin(users, eq(users.id, tgAccounts.userId))
    .where(eq(tgAccounts.tgUserId, tgUserId))
    .limit(1);
  return row;
}

export async function tgIdOfPlayer(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ tgUserId: tgAccounts.tgUserId })
    .from(tgAccounts)
    .where(eq(tgAccounts.userId, userId))
    .limit(1);
  return row?.tgUserId;
}

/** Creates the player and the link in one transaction; a concurrent first login of the same user wins once. */
export async function createTgPlayer(
  db: Db,
  tg: { tgUserId: number; username: string; tgUsername: string; botName: string },
): Promise<PlayerRow> {
  return db.transaction(async (tx) => {
    const [player] = await tx
      .insert(users)
      .values({ username: tg.username, userLogin: `tg_${tg.tgUserId}` })
      .onConflictDoNothing()
      .returning(playerColumns);
    if (!player) {
      const [existing] = await tx
        .select(playerColumns)
        .from(users)
        .where(eq(users.userLogin, `tg_${tg.tgUserId}`));
      if (!existing) throw new Error('tg player vanished');
      return existing;
    }
    await tx
      .insert(tgAccounts)
      .values({ tgUserId: tg.tgUserId, userId: player.id, botName: tg.botName, tgUsername: tg.tgUsername })
      .onConflictDoNothing();
    return player;
  });
}

export async function setPhone(db: Db, userId: number, phone: string): Promise<PlayerRow | 'in_use'> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone)).limit(1);
  if (owner && owner.id !== userId) return 'in_use';
  const [row] = await db.update(users).set({ phoneNumber: phone }).where(eq(users.id, userId)).returning(playerColumns);
  if (!row) throw new Error('player not found');
  return row;
}

export async function findPlayer(db: Db, userId: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select(playerColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertWebLogin(db: Db, tokenHash: string, botName: string, expiresAt: Date) {
  await db.insert(tgWebLogins).values({ tokenHash, botName, expiresAt });
}

/** Confirms a pending, unexpired web login for the player; false if there was none. */
export async function confirmWebLogin(db: Db, tokenHash: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(tgWebLogins)
    .set({ userId, confirmedAt: new Date() })
    .where(
      and(eq(tgWebLogins.tokenHash, tokenHash), isNull(tgWebLogins.confirmedAt), gt(tgWebLogins.expiresAt, new Date())),
    )
    .returning({ tokenHash: tgWebLogins.tokenHash });
  return rows.length === 1;
}

export async function findWebLogin(db: Db, tokenHash: string) {
  const [row] = await db.select().from(tgWebLogins).where(eq(tgWebLogins.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Claims a confirmed login once: the second poll after success gets nothing. */
export async function claimWebLogin(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(tgWebLogins)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(tgWebLogins.tokenHash, tokenHash),
        isNotNull(tgWebLogins.confirmedAt),
        isNull(tgWebLogins.claimedAt),
        gt(tgWebLogins.expiresAt, new Date()),
      ),
    )
    .returning({ userId: tgWebLogins.userId });
  return row?.userId ?? undefined;
}
