import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.ts';
import {
  postComments,
  postLikes,
  postMedia,
  postReports,
  posts,
  profileFollows,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { type Exec, rows } from '../../ledger/sql.ts';

/** SQL of posts, follows, likes, comments and reports (the rules are in the *-service.ts files). */

export type PostRow = typeof posts.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type MediaRow = typeof postMedia.$inferSelect;
export type PostWithProfile = { post: PostRow; profile: ProfileRow };

/** A page's cursor: the sort time in ms and the post's xid, as `<ms>.<xid>`. */
export interface Cursor {
  at: Date;
  xid: string;
}

const live = isNull(profiles.deletedAt);

export async function profileByXid(db: Db, xid: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.xid, xid), live))
    .limit(1);
  return row;
}

/** The profile a player shows now: their live profile selected last. */
export async function shownProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), live))
    .orderBy(desc(profiles.selectedAt), desc(profiles.id))
    .limit(1);
  return row;
}

/** The shown profile of each player (for comment authors). */
export async function shownProfiles(db: Db, userIds: number[]): Promise<Map<number, ProfileRow>> {
  const found = new Map<number, ProfileRow>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select()
    .from(profiles)
    .where(and(inArray(profiles.userId, userIds), live))
    .orderBy(desc(profiles.selectedAt), desc(profiles.id));
  for (const row of rows) if (!found.has(row.userId)) found.set(row.userId, row);
  return found;
}

export async function usernames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

// Media

export async function insertMedia(db: Db, row: typeof postMedia.$inferInsert): Promise<void> {
  await db.insert(postMedia).values(row);
}

/** The uploads among `keys` that belong to `userId`. */
export async function mediaOf(db: Db, userId: number, keys: string[]): Promise<Map<string, MediaRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(postMedia)
    .where(and(eq(postMedia.userId, userId), inArray(postMedia.key, keys)));
  return new Map(rows.map((r) => [r.key, r]));
}

// Posts

export async function postByXid(db: Db | Exec, xid: string): Promise<PostWithProfile | undefined> {
  const [row] = await asDb(db)
    .select({ post: posts, profile: profiles })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.profileId))
    .where(and(eq(posts.xid, xid), isNull(posts.deletedAt)))
    .limit(1);
  return row;
}

/** A once-only insert: undefined when the xid is taken (draw again). */
export async function insertPost(db: Db, row: typeof posts.$inferInsert): Promise<PostRow | undefined> {
  const [inserted] = await db.insert(posts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updatePost(db: Db, id: number, set: Partial<typeof posts.$inferInsert>): Promise<PostRow> {
  const [row] = await db.update(posts).set(set).where(eq(posts.id, id)).returning();
  return row as PostRow;
}

export async function likedBy(db: Db, postId: number, userId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ at: postLikes.createdAt })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Published, not hidden, not deleted, under a live profile: what anyone may see. */
const publicPost: SQL = and(
  eq(posts.status, 'published'),
  isNull(posts.hiddenAt),
  isNull(posts.deletedAt),
  isNull(profiles.deletedAt),
) as SQL;

const before = (column: typeof posts.publishedAt | typeof posts.updatedAt, cursor: Cursor | undefined) =>
  cursor ? or(lt(column, cursor.at), and(eq(column, cursor.at), lt(posts.xid, cursor.xid))) : undefined;

/** A profile's published posts (with the hidden ones when `withHidden`), newest first. */
export async function profilePublished(
  db: Db,
  profileId: number,
  withHidden: boolean,
  cursor: Cursor | undefined,
  limit: number,
): Promise<PostWithProfile[]> {
  return db
    .select({ post: posts, profile: profiles })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.profileId))
    .where(
      and(
        eq(posts.profileId, profileId),
        eq(posts.status, 'published'),
        isNull(posts.deletedAt),
        withHidden ? undefined : isNull(posts.hiddenAt),
        before(posts.publishedAt, cursor),
      ),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.xid))
    .limit(limit);
}

/** A profile's drafts, latest edit first. */
export async function profileDrafts(
  db: Db,
  profileId: number,
  cursor: Cursor | undefined,
  limit: number,
): Promise<PostWithProfile[]> {
  return db
    .select({ post: posts, profile: profiles })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.profileId))
    .where(
      and(
        eq(posts.profileId, profileId),
        eq(posts.status, 'draft'),
        isNull(posts.deletedAt),
        before(posts.updatedAt, cursor),
      ),
    )
    .orderBy(desc(posts.updatedAt), desc(posts.xid))
    .limit(limit);
}

/** /space: public posts of the profiles `userId` follows, newest first. */
export async function followedPosts(
  db: Db,
  userId: number,
  cursor: Cursor | undefined,
  limit: number,
): Promise<PostWithProfile[]> {
  return db
    .select({ post: posts, profile: profiles })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.profileId))
    .innerJoin(profileFollows, and(eq(profileFollows.profileId, posts.profileId), eq(profileFollows.userId, userId)))
    .where(and(publicPost, before(posts.publishedAt, cursor)))
    .orderBy(desc(posts.publishedAt), desc(posts.xid))
    .limit(limit);
}

// Follows

export async function followingCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profileFollows)
    .innerJoin(profiles, eq(profiles.id, profileFollows.profileId))
    .where(and(eq(profileFollows.userId, userId), live));
  return Number(row?.n ?? 0);
}

export async function followerCount(db: Db, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profileFollows)
    .where(eq(profileFollows.profileId, profileId));
  return Number(row?.n ?? 0);
}

export async function isFollowing(db: Db, userId: number, profileId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ at: profileFollows.createdAt })
    .from(profileFollows)
    .where(and(eq(profileFollows.userId, userId), eq(profileFollows.profileId, profileId)))
    .limit(1);
  return Boolean(row);
}

export async function follow(db: Db, userId: number, profileId: number, on: boolean): Promise<void> {
  if (on) await db.insert(profileFollows).values({ userId, profileId }).onConflictDoNothing();
  else
    await db
      .delete(profileFollows)
      .where(and(eq(profileFollows.userId, userId), eq(profileFollows.profileId, profileId)));
}

export interface DiscoverRow {
  xid: string;
  name: string;
  avatar_key: string;
  intro: string;
  followers: number;
  posts: number;
  following: boolean;
}

/** Profiles with public posts, most followed first, not `userId`'s own. */
export async function popularProfiles(db: Db, userId: number, limit: number): Promise<DiscoverRow[]> {
  // Qualified by hand: in a one-table select Drizzle writes columns bare, and a bare "id" in these subqueries
  // would name the subquery's own row.
  const id = sql.raw('"profiles"."id"');
  const followers = sql<number>`(select count(*)::int from ${profileFollows} f where f.profile_id = ${id})`;
  const postCount = sql<number>`(select count(*)::int from ${posts} x where x.profile_id = ${id}
    and x.status = 'published' and x.hidden_at is null and x.deleted_at is null)`;
  const following = sql<boolean>`exists (select 1 from ${profileFollows} f where f.profile_id = ${id}
    and f.user_id = ${userId})`;
  const rows = await db
    .select({
      xid: profiles.xid,
      name: profiles.name,
      avatar_key: profiles.avatarKey,
      intro: profiles.intro,
      followers,
      posts: postCount,
      following,
    })
    .from(profiles)
    .where(and(live, sql`${profiles.userId} <> ${userId}`, sql`${postCount} > 0`))
    .orderBy(desc(followers), desc(postCount), asc(profiles.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, followers: Number(r.followers), posts: Number(r.posts), following: !!r.following }));
}

// Likes (inside a transaction: the like row and the count move together)

export async function addLike(tx: Exec, postId: number, userId: number): Promise<boolean> {
  const inserted = await asDb(tx)
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return inserted.length > 0;
}

export async function removeLike(tx: Exec, postId: number, userId: number): Promise<boolean> {
  const removed = await asDb(tx)
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  return removed.length > 0;
}

/** Adds `delta` to a post's like or comment count; answers the new count. */
export async function bump(
  tx: Exec | Db,
  postId: number,
  column: 'likeCount' | 'commentCount',
  delta: number,
): Promise<number> {
  const target = posts[column];
  const [row] = await asDb(tx)
    .update(posts)
    .set({ [column]: sql`greatest(${target} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ n: target });
  return Number(row?.n ?? 0);
}

// Comments

export type CommentRow = typeof postComments.$inferSelect;

export async function commentsOf(db: Db, postId: number, afterId: number, limit: number): Promise<CommentRow[]> {
  return db
    .select()
    .from(postComments)
    .where(and(eq(postComments.postId, postId), isNull(postComments.deletedAt), gt(postComments.id, afterId)))
    .orderBy(asc(postComments.id))
    .limit(limit);
}

export async function insertComment(tx: Exec, row: typeof postComments.$inferInsert): Promise<CommentRow> {
  const [inserted] = await asDb(tx).insert(postComments).values(row).returning();
  return inserted as CommentRow;
}

/** Marks the player's own live comment deleted; answers its post id, or undefined. */
export async function deleteComment(tx: Exec, id: number, userId: number, now: Date): Promise<number | undefined> {
  const [row] = await asDb(tx)
    .update(postComments)
    .set({ deletedAt: now })
    .where(and(eq(postComments.id, id), eq(postComments.userId, userId), isNull(postComments.deletedAt)))
    .returning({ postId: postComments.postId });
  return row?.postId;
}

// Reports

export async function insertReport(db: Db, row: typeof postReports.$inferInsert): Promise<void> {
  await db.insert(postReports).values(row).onConflictDoNothing();
}

/** A profile's public posts, its followers, and the profiles its player follows (the profile pages' counts). */
export async function countsOfProfile(db: Db, profileId: number) {
  const [row] = await rows<{ posts: number; followers: number; following: number }>(
    db,
    sql`select
      (select count(*)::int from ${posts} x where x.profile_id = ${profileId} and x.status = 'published'
        and x.hidden_at is null and x.deleted_at is null) as posts,
      (select count(*)::int from ${profileFollows} f where f.profile_id = ${profileId}) as followers,
      (select count(*)::int from ${profileFollows} f join ${profiles} p on p.id = f.profile_id
        where p.deleted_at is null and f.user_id = (select user_id from ${profiles} o where o.id = ${profileId}))
        as following`,
  );
  return {
    posts: Number(row?.posts ?? 0),
    followers: Number(row?.followers ?? 0),
    following: Number(row?.following ?? 0),
  };
}
