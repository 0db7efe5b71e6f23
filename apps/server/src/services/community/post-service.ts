import type { Block, PostStatus } from '@arcadia/contract/calls/community/common';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newPostXid } from './ids.ts';
import type { Limiter } from './limits.ts';
import {
  type Cursor,
  followedPosts,
  followingCount,
  insertPost,
  likedBy,
  mediaOf,
  type PostWithProfile,
  postByXid,
  profileByXid,
  profileDrafts,
  profilePublished,
  shownProfile,
  updatePost,
} from './repo.ts';
import { cardOf, excerptOf, nextCursor, parseCursor, viewOf } from './views.ts';

/**
 * Posts (docs/posts.md): a draft is its author's alone; published shows it on its profile and in its followers'
 * /space; deleted is final. A moderator's hide is a flag beside the status: a hidden post is seen by its author
 * only (with the reason), whatever they do to it.
 */

export interface PostDeps {
  db: Db;
  limit: Limiter;
}

const PAGE_SIZE = 10;

export interface SaveInput {
  post_id?: string | undefined;
  profile?: string | undefined;
  title: string;
  cover: string | null;
  blocks: Block[];
  status: PostStatus;
}

/** Every media key a post holds, with the kind of upload it must be and the field that names it. */
function mediaRefs(input: SaveInput): { key: string; kind: 'image' | 'gif' | 'video'; field: string }[] {
  const refs: { key: string; kind: 'image' | 'gif' | 'video'; field: string }[] = [];
  if (input.cover) refs.push({ key: input.cover, kind: 'image', field: 'cover' });
  input.blocks.forEach((b, i) => {
    if (b.type === 'image' || b.type === 'gif') refs.push({ key: b.key, kind: b.type, field: `blocks.${i}.key` });
    if (b.type === 'video') {
      refs.push({ key: b.key, kind: 'video', field: `blocks.${i}.key` });
      refs.push({ key: b.cover, kind: 'image', field: `blocks.${i}.cover` });
    }
  });
  return refs;
}

/**
 * The blocks as stored: media keys checked against the player's own uploads (another player's key, or a key of the
 * wrong kind, is a field error), sizes taken from the uploads, empty spans and items dropped.
 */
async function normalized(db: Db, userId: number, input: SaveInput): Promise<Block[]> {
  const refs = mediaRefs(input);
  const mine = await mediaOf(
    db,
    userId,
    refs.map((r) => r.key),
  );
  const fields: Record<string, string[]> = {};
  for (const ref of refs) {
    const row = mine.get(ref.key);
    if (!row) fields[ref.field] = ['Not one of your uploads'];
    else if (row.kind !== ref.kind) fields[ref.field] = [`Must be an uploaded ${ref.kind}`];
  }
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  const sizeOf = (key: string) => {
    const row = mine.get(key);
    return { width: row?.width ?? 0, height: row?.height ?? 0 };
  };
  return input.blocks.map((b): Block => {
    const caption = b.type === 'text' ? undefined : b.caption?.trim();
    const withCaption = caption ? { caption } : {};
    switch (b.type) {
      case 'text':
        return { type: 'text', style: b.style, items: b.items.map((item) => item.filter((s) => s.text.length > 0)) };
      case 'image':
      case 'gif':
        return { type: b.type, key: b.key, ...sizeOf(b.key), ...withCaption };
      default:
        return { type: 'video', key: b.key, cover: b.cover, ...sizeOf(b.cover), ...withCaption };
    }
  });
}

const hasContent = (blocks: Block[]) =>
  blocks.some((b) => b.type !== 'text' || b.items.some((item) => item.some((s) => s.text.trim().length > 0)));

/** community/post_save: creates or replaces the player's post (docs/posts.md "Writing"). */
export async function savePost(deps: PostDeps, userId: number, input: SaveInput, now = new Date()) {
  const { db } = deps;
  const title = input.title.trim();
  if (input.status === 'published') {
    const fields: Record<string, string[]> = {};
    if (!title) fields.title = ['A published post needs a title'];
    if (!hasContent(input.blocks)) fields.blocks = ['A published post needs some text or media'];
    if (Object.keys(fields).length > 0) throw fieldError(fields);
  }
  const blocks = await normalized(db, userId, input);
  const content = { title, excerpt: excerptOf(blocks), coverKey: input.cover ?? '', blocks, status: input.status };
  let row: PostWithProfile;
  if (input.post_id) {
    const found = await postByXid(db, input.post_id);
    if (!found || found.post.userId !== userId) throw new AppError('NOT_FOUND', 'No such post.');
    const publishedAt = found.post.publishedAt ?? (input.status === 'published' ? now : null);
    const post = await updatePost(db, found.post.id, { ...content, publishedAt, updatedAt: now });
    row = { post, profile: found.profile };
  } else {
    const profile = input.profile ? await profileByXid(db, input.profile) : await shownProfile(db, userId);
    if (input.profile && (!profile || profile.userId !== userId))
      throw fieldError({ profile: ['Not one of your profiles'] });
    if (!profile) throw new AppError('CONFLICT', 'Create a profile first.', { reason: 'no_profile' });
    await deps.limit('newPost', userId);
    let post: PostWithProfile['post'] | undefined;
    for (let attempt = 0; !post && attempt < 5; attempt++)
      post = await insertPost(db, {
        ...content,
        xid: newPostXid(),
        profileId: profile.id,
        userId,
        publishedAt: input.status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
    if (!post) throw new Error('posts: five id collisions in a row');
    row = { post, profile };
  }
  return { post: viewOf(row, { isMine: true, liked: await likedBy(db, row.post.id, userId) }) };
}

/** community/post_delete: the author's soft delete. */
export async function deletePost(deps: PostDeps, userId: number, postId: string, now = new Date()) {
  const found = await postByXid(deps.db, postId);
  if (!found || found.post.userId !== userId) throw new AppError('NOT_FOUND', 'No such post.');
  await updatePost(deps.db, found.post.id, { deletedAt: now, updatedAt: now });
  return { deleted: true };
}

/** Whether `viewer` (0 for a visitor) may read the post: its author always, anyone else when it is public. */
export function canRead(row: PostWithProfile, viewer: number): boolean {
  if (row.post.userId === viewer && viewer > 0) return true;
  return row.post.status === 'published' && row.post.hiddenAt === null && row.profile.deletedAt === null;
}

/** A post anyone may act on (like, comment, report): public, whoever asks. NOT_FOUND otherwise. */
export async function publicPostOf(db: Db, postId: string): Promise<PostWithProfile> {
  const found = await postByXid(db, postId);
  if (!found || !canRead(found, 0)) throw new AppError('NOT_FOUND', 'No such post.');
  return found;
}

/** community/post_detail. */
export async function postDetail(deps: PostDeps, viewer: number, postId: string) {
  const found = await postByXid(deps.db, postId);
  if (!found || !canRead(found, viewer)) throw new AppError('NOT_FOUND', 'No such post.');
  return viewOf(found, {
    isMine: viewer > 0 && found.post.userId === viewer,
    liked: await likedBy(deps.db, found.post.id, viewer),
  });
}

function page(rows: PostWithProfile[], by: 'publishedAt' | 'updatedAt') {
  return { list: rows.slice(0, PAGE_SIZE).map(cardOf), next_cursor: nextCursor(rows, PAGE_SIZE, by) };
}

/** community/profile_posts. */
export async function profilePosts(
  deps: PostDeps,
  viewer: number,
  input: { xid: string; tab: 'published' | 'drafts'; cursor?: string | undefined },
) {
  const profile = await profileByXid(deps.db, input.xid);
  if (!profile) throw new AppError('NOT_FOUND', 'No such profile.');
  const mine = viewer > 0 && profile.userId === viewer;
  const cursor: Cursor | undefined = parseCursor(input.cursor);
  if (input.tab === 'drafts') {
    if (!mine) throw new AppError('FORBIDDEN', 'Only its owner sees a profile’s drafts.');
    return page(await profileDrafts(deps.db, profile.id, cursor, PAGE_SIZE + 1), 'updatedAt');
  }
  return page(await profilePublished(deps.db, profile.id, mine, cursor, PAGE_SIZE + 1), 'publishedAt');
}

/** community/space_feed. */
export async function spaceFeed(deps: PostDeps, userId: number, cursor: string | undefined) {
  const rows = await followedPosts(deps.db, userId, parseCursor(cursor), PAGE_SIZE + 1);
  return { ...page(rows, 'publishedAt'), following: await followingCount(deps.db, userId) };
}
