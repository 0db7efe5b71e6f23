import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Exec } from '../../ledger/sql.ts';

/** SQL of the player's profiles (service.ts holds the rules). */

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = Omit<typeof profiles.$inferInsert, 'xid'>;
type Run = Exec | Db;

const live = (userId: number) => and(eq(profiles.userId, userId), isNull(profiles.deletedAt));

/** The player's live profiles, the shown one (selected last) first. */
export async function liveProfiles(db: Run, userId: number): Promise<ProfileRow[]> {
  return asDb(db).select().from(profiles).where(live(userId)).orderBy(desc(profiles.selectedAt), desc(profiles.id));
}

export async function liveCount(db: Run, userId: number): Promise<number> {
  const [row] = await asDb(db).select({ n: count() }).from(profiles).where(live(userId));
  return Number(row?.n ?? 0);
}

/** Whether the player ever had a profile (a deleted account's are all deleted: none is made for it again). */
export async function everHadProfile(db: Run, userId: number): Promise<boolean> {
  const found = await asDb(db).select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return found.length > 0;
}

/** The profile a player shows: their live profile selected last. */
export async function shownProfile(db: Run, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(profiles)
    .where(live(userId))
    .orderBy(desc(profiles.selectedAt), desc(profiles.id))
    .limit(1);
  return row;
}

/** A live profile by its public id. */
export async function liveByXid(db: Run, xid: string): Promise<ProfileRow | undefined> {
  const [row] = await asDb(db)
    .select()
    .from(profiles)
    .where(and(eq(profiles.xid, xid), isNull(profiles.deletedAt)))
    .limit(1);
  return row;
}

/** The player's user info, for their first profile. */
export async function userInfo(db: Run, userId: number) {
  const [row] = await asDb(db)
    .select({
      username: users.username,
      headUrl: users.headUrl,
      intro: users.intro,
      backgroundImage: users.backgroundImage,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Locks the player's user row: their profile writes (create, select, delete, the mirror) run one at a time, so
 * the cap holds and the mirrored user info always matches the profile shown last. Answers whether they exist.
 */
export async function lockPlayer(tx: Exec, userId: number): Promise<boolean> {
  const found = await asDb(tx).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return found.length > 0;
}

/** A once-only insert under a given xid: undefined when the xid is taken (a CSPRNG collision: draw again). */
export async function insertProfile(tx: Run, row: typeof profiles.$inferInsert): Promise<ProfileRow | undefined> {
  const [inserted] = await asDb(tx).insert(profiles).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Shows a profile: its selected_at becomes later than every other of the player's, even if the clock or a
 * transaction that started earlier says otherwise (the caller holds the player's lock).
 */
export async function markSelected(tx: Exec, profile: ProfileRow): Promise<ProfileRow> {
  const [row] = await asDb(tx)
    .update(profiles)
    .set({
      selectedAt: sql`greatest(clock_timestamp(), (select max(p.selected_at) from profiles p
        where p.user_id = ${profile.userId}) + interval '1 millisecond')`,
    })
    .where(eq(profiles.id, profile.id))
    .returning();
  return row as ProfileRow;
}

export async function updateProfileRow(
  tx: Run,
  id: number,
  fields: Partial<Pick<ProfileRow, 'name' | 'intro' | 'links' | 'avatarKey' | 'backgroundKey'>>,
): Promise<ProfileRow> {
  const [row] = await asDb(tx).update(profiles).set(fields).where(eq(profiles.id, id)).returning();
  return row as ProfileRow;
}

export async function softDelete(tx: Exec, id: number): Promise<void> {
  await asDb(tx).update(profiles).set({ deletedAt: sql`now()` }).where(eq(profiles.id, id));
}

/** The user info the rest of the app reads (user info, headers, gift nicknames) follows the shown profile. */
export async function mirrorIntoUser(tx: Exec, profile: ProfileRow): Promise<void> {
  await asDb(tx)
    .update(users)
    .set({
      username: profile.name,
      headUrl: profile.avatarKey ? `/img/${profile.avatarKey}` : '',
      intro: profile.intro,
      backgroundImage: profile.backgroundKey ? `/img/${profile.backgroundKey}` : '',
    })
    .where(eq(users.id, profile.userId));
}
