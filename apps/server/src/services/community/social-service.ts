import type { CommentView } from '@arcadia/contract/calls/community/comments';
import type { ReportReason } from '@arcadia/contract/calls/community/common';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limiter } from './limits.ts';
import { publicPostOf } from './post-service.ts';
import {
  addLike,
  bump,
  type CommentRow,
  commentsOf,
  deleteComment,
  follow,
  followerCount,
  insertComment,
  insertReport,
  isFollowing,
  popularProfiles,
  profileByXid,
  removeLike,
  shownProfiles,
  usernames,
} from './repo.ts';
import { authorOf, imageUrl } from './views.ts';

/** Follows, likes, comments and reports (docs/posts.md): each limited per player (limits.ts). */

export interface SocialDeps {
  db: Db;
  limit: Limiter;
}

const COMMENT_PAGE = 20;
const DISCOVER_SIZE = 12;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

async function profileOrMissing(db: Db, xid: string) {
  const profile = await profileByXid(db, xid);
  if (!profile) throw new AppError('NOT_FOUND', 'No such profile.');
  return profile;
}

/** community/follow_status. */
export async function followStatus(deps: SocialDeps, viewer: number, xid: string) {
  const profile = await profileOrMissing(deps.db, xid);
  return {
    following: await isFollowing(deps.db, viewer, profile.id),
    followers: await followerCount(deps.db, profile.id),
    is_mine: viewer > 0 && profile.userId === viewer,
  };
}

/** community/follow: idempotent both ways; never one of the player's own profiles. */
export async function setFollow(deps: SocialDeps, userId: number, xid: string, on: boolean) {
  await deps.limit('follow', userId);
  const profile = await profileOrMissing(deps.db, xid);
  if (profile.userId === userId)
    throw new AppError('CONFLICT', 'This is one of your own profiles.', { reason: 'own_profile' });
  await follow(deps.db, userId, profile.id, on);
  return { following: on, followers: await followerCount(deps.db, profile.id), is_mine: false };
}

/** community/discover. */
export async function discover(deps: SocialDeps, viewer: number) {
  const rows = await popularProfiles(deps.db, viewer, DISCOVER_SIZE);
  return {
    list: rows.map((r) => ({
      xid: r.xid,
      name: r.name,
      avatar_url: imageUrl(r.avatar_key),
      intro: r.intro,
      followers: r.followers,
      posts: r.posts,
      following: r.following,
    })),
  };
}

/**
 * community/like: the like row's primary key makes it once per player; the count moves in the same transaction
 * only when a row was really added or removed, so any number of repeats (or racing calls) count once.
 */
export async function setLike(deps: SocialDeps, userId: number, postId: string, on: boolean) {
  await deps.limit('like', userId);
  const { post } = await publicPostOf(deps.db, postId);
  const count = await inTransaction(deps.db, async (tx) => {
    const changed = on ? await addLike(tx, post.id, userId) : await removeLike(tx, post.id, userId);
    return changed ? bump(tx, post.id, 'likeCount', on ? 1 : -1) : undefined;
  });
  const likeCount = count ?? (await publicPostOf(deps.db, postId)).post.likeCount;
  return { liked: on, like_count: likeCount };
}

async function commentViews(db: Db, rows: CommentRow[], viewer: number): Promise<CommentView[]> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const profiles = await shownProfiles(db, ids);
  const missing = ids.filter((id) => !profiles.has(id));
  const names = await usernames(db, missing);
  return rows.map((r) => {
    const profile = profiles.get(r.userId);
    return {
      id: r.id,
      body: r.body,
      author: profile ? authorOf(profile) : { xid: '', name: names.get(r.userId) || `#${r.userId}`, avatar_url: '' },
      created_at: seconds(r.createdAt),
      is_mine: viewer > 0 && r.userId === viewer,
    };
  });
}

/** community/comments: oldest first, after the id `cursor`. */
export async function listComments(deps: SocialDeps, viewer: number, postId: string, cursor = 0) {
  const { post } = await publicPostOf(deps.db, postId);
  const rows = await commentsOf(deps.db, post.id, cursor, COMMENT_PAGE + 1);
  const shown = rows.slice(0, COMMENT_PAGE);
  return {
    list: await commentViews(deps.db, shown, viewer),
    next_cursor: rows.length > COMMENT_PAGE ? (shown.at(-1)?.id ?? null) : null,
    total: post.commentCount,
  };
}

/** community/comment_add: stored as plain text (trimmed); the count moves with it. */
export async function addComment(deps: SocialDeps, userId: number, postId: string, body: string, now = new Date()) {
  await deps.limit('comment', userId);
  const { post } = await publicPostOf(deps.db, postId);
  const { row, count } = await inTransaction(deps.db, async (tx) => {
    const inserted = await insertComment(tx, { postId: post.id, userId, body: body.trim(), createdAt: now });
    return { row: inserted, count: await bump(tx, post.id, 'commentCount', 1) };
  });
  const [comment] = await commentViews(deps.db, [row], userId);
  return { comment: comment as CommentView, comment_count: count };
}

/** community/comment_delete: the commenter's own only. */
export async function removeComment(deps: SocialDeps, userId: number, commentId: number, now = new Date()) {
  const count = await inTransaction(deps.db, async (tx) => {
    const postId = await deleteComment(tx, commentId, userId, now);
    if (postId === undefined) throw new AppError('NOT_FOUND', 'No such comment.');
    return bump(tx, postId, 'commentCount', -1);
  });
  return { deleted: true, comment_count: count };
}

/** community/report: once per player and post; not one's own post. */
export async function reportPost(
  deps: SocialDeps,
  userId: number,
  input: { post_id: string; reason: ReportReason; note: string },
) {
  await deps.limit('report', userId);
  const { post } = await publicPostOf(deps.db, input.post_id);
  if (post.userId === userId) throw new AppError('CONFLICT', 'This is your own post.', { reason: 'own_post' });
  await insertReport(deps.db, { postId: post.id, userId, reason: input.reason, note: input.note.trim() });
  return { reported: true };
}
