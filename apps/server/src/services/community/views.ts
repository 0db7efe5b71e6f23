import type { Block, PostCard, PostView, ReportReason } from '@arcadia/contract/calls/community/common';
import type { PostWithProfile, ProfileRow } from './repo.ts';

/** Rows to the shapes of the contract (calls/community/common.ts). */

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const imageUrl = (key: string) => (key ? `/img/${key}` : '');
export const videoUrl = (key: string) => `/video/${key}`;

export function authorOf(profile: ProfileRow) {
  return { xid: profile.xid, name: profile.name, avatar_url: imageUrl(profile.avatarKey) };
}

const EXCERPT_CHARS = 160;

/** The first words of a post's text, on one line. */
export function excerptOf(blocks: readonly Block[]): string {
  const words: string[] = [];
  let length = 0;
  for (const b of blocks) {
    if (b.type !== 'text') continue;
    for (const item of b.items) {
      const line = item
        .map((s) => s.text)
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (!line) continue;
      words.push(line);
      length += line.length + 1;
      if (length > EXCERPT_CHARS) break;
    }
    if (length > EXCERPT_CHARS) break;
  }
  const text = words.join(' ');
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

export function cardOf({ post, profile }: PostWithProfile): PostCard {
  return {
    id: post.xid,
    title: post.title,
    excerpt: post.excerpt,
    cover: post.coverKey || null,
    author: authorOf(profile),
    status: post.status as 'draft' | 'published',
    hidden: post.hiddenAt !== null,
    like_count: post.likeCount,
    comment_count: post.commentCount,
    published_at: post.publishedAt ? seconds(post.publishedAt) : null,
    updated_at: seconds(post.updatedAt),
  };
}

export function viewOf(row: PostWithProfile, viewer: { isMine: boolean; liked: boolean }): PostView {
  const hidden = row.post.hiddenAt !== null;
  return {
    ...cardOf(row),
    blocks: row.post.blocks,
    is_mine: viewer.isMine,
    liked: viewer.liked,
    hidden_reason: hidden && row.post.hiddenReason ? (row.post.hiddenReason as ReportReason) : null,
    hidden_note: hidden ? row.post.hiddenNote : '',
    created_at: seconds(row.post.createdAt),
  };
}

/** `<ms>.<xid>` of a list's last row, or null when the list ended. */
export function nextCursor(rows: PostWithProfile[], pageSize: number, by: 'publishedAt' | 'updatedAt') {
  if (rows.length <= pageSize) return null;
  const last = rows[pageSize - 1] as PostWithProfile;
  const at = last.post[by] ?? last.post.updatedAt;
  return `${at.getTime()}.${last.post.xid}`;
}

export function parseCursor(raw: string | undefined) {
  if (!raw) return undefined;
  const [ms, xid] = raw.split('.');
  return { at: new Date(Number(ms)), xid: xid ?? '' };
}
