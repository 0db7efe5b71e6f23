import * as z from 'zod/mini';
import { PROFILE_XID_RE } from '../profile/common.ts';
import { isSafeLink, MARKS, MEDIA_LIMITS, POST_ID, POST_LIMITS, REPORT_REASONS, TEXT_STYLES } from './limits.ts';

/**
 * Shapes of posts, follows, likes, comments and reports (service `community`, docs/posts.md). A post's text is a
 * structured tree (blocks of spans), never HTML: the web app maps it to React elements, so nothing a player writes
 * is ever parsed as markup. Strict objects refuse any key they do not name (an `onclick` on a span is refused, not
 * dropped). Times are unix seconds.
 */

export * from './limits.ts';

/** A data URL of at most `bytes` bytes (base64 is 4/3 of them) with room for its header. */
const dataUrlOf = (bytes: number) => z.string().check(z.minLength(1), z.maxLength(Math.ceil(bytes / 3) * 4 + 100));
export const MAX_UPLOAD_DATA_URL = Math.ceil(MEDIA_LIMITS.videoBytes / 3) * 4 + 100;
export const uploadData = dataUrlOf(MEDIA_LIMITS.videoBytes);

/** Text a player writes: newlines allowed, no other control characters. */
export function hasControlOtherThanNewline(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 10) || code === 127) return true;
  }
  return false;
}
export const writtenText = (min: number, max: number) =>
  z.string().check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((v) => !hasControlOtherThanNewline(v), 'Must not contain control characters'),
  );

export const linkUrl = z.string().check(z.refine(isSafeLink, 'Must be an http or https link'));

/**
 * Blob keys of a post's pictures (images, GIFs, video covers: WebP) and of its videos (as sent: `.mp4` or `.webm`).
 */
export const IMAGE_KEY = /^post\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/;
export const VIDEO_KEY = /^post-video\/\d{4}-\d{2}\/[0-9a-f]{32}\.(mp4|webm)$/;
export const imageKey = z.string().check(z.regex(IMAGE_KEY, 'Not an uploaded picture'));
export const videoKey = z.string().check(z.regex(VIDEO_KEY, 'Not an uploaded video'));

/** Public ids: posts (12 of 0-9a-z) and profiles (the profile service's xid, calls/profile/common.ts). */
export const postId = z.string().check(z.regex(POST_ID, 'Not a post id'));
export const profileXid = z.string().check(z.maxLength(16), z.regex(PROFILE_XID_RE, 'Not a profile id'));
export const feedCursor = z.optional(z.string().check(z.regex(/^\d{1,16}\.[0-9a-z]{1,32}$/, 'Not a cursor')));

export const span = z.strictObject({
  text: writtenText(1, POST_LIMITS.spanText),
  marks: z.optional(z.array(z.enum(MARKS)).check(z.maxLength(MARKS.length))),
  href: z.optional(linkUrl),
});
export type Span = z.infer<typeof span>;

const caption = z.optional(writtenText(0, POST_LIMITS.caption));
/** Set by the server from the upload (what the client sends is ignored). */
const size = z.optional(z.number().check(z.int(), z.gte(0), z.lte(100_000)));

export const textBlock = z.strictObject({
  type: z.literal('text'),
  style: z.enum(TEXT_STYLES),
  items: z
    .array(z.array(span).check(z.maxLength(POST_LIMITS.spans)))
    .check(z.minLength(1), z.maxLength(POST_LIMITS.items)),
});
export const imageBlock = z.strictObject({
  type: z.literal('image'),
  key: imageKey,
  width: size,
  height: size,
  caption,
});
export const gifBlock = z.strictObject({ type: z.literal('gif'), key: imageKey, width: size, height: size, caption });
export const videoBlock = z.strictObject({
  type: z.literal('video'),
  key: videoKey,
  cover: imageKey,
  width: size,
  height: size,
  caption,
});
export const block = z.discriminatedUnion('type', [textBlock, imageBlock, gifBlock, videoBlock]);
export type Block = z.infer<typeof block>;
export type TextBlock = z.infer<typeof textBlock>;
export type MediaBlock = Exclude<Block, TextBlock>;

/** Characters of text in a post's blocks. */
export function textLength(blocks: readonly Block[]): number {
  let total = 0;
  for (const b of blocks)
    if (b.type === 'text') for (const item of b.items) for (const s of item) total += s.text.length;
  return total;
}

export const blocksField = z.array(block).check(
  z.maxLength(POST_LIMITS.blocks),
  z.refine((blocks) => textLength(blocks) <= POST_LIMITS.text, `At most ${POST_LIMITS.text} characters of text`),
);

export const postStatus = z.enum(['draft', 'published']);
export type PostStatus = z.infer<typeof postStatus>;

/** The profile a post or comment is shown under. `avatar_url` is '' when the profile has no picture. */
export const authorView = z.object({ xid: z.string(), name: z.string(), avatar_url: z.string() });

/** A post in a list (a profile's posts, the space feed). */
export const postCard = z.object({
  id: z.string(),
  title: z.string(),
  /** The first words of its text. */
  excerpt: z.string(),
  cover: z.nullable(z.string()),
  author: authorView,
  status: postStatus,
  /** Hidden by a moderator: only its author still sees it, with the reason. */
  hidden: z.boolean(),
  like_count: z.number(),
  comment_count: z.number(),
  published_at: z.nullable(z.number()),
  updated_at: z.number(),
});
export type PostCard = z.infer<typeof postCard>;

/** A whole post as its page (and its author's editor) shows it. */
export const postView = z.object({
  ...postCard.shape,
  blocks: z.array(block),
  is_mine: z.boolean(),
  liked: z.boolean(),
  hidden_reason: z.nullable(z.enum(REPORT_REASONS)),
  hidden_note: z.string(),
  created_at: z.number(),
});
export type PostView = z.infer<typeof postView>;

export const postPage = z.object({ list: z.array(postCard), next_cursor: z.nullable(z.string()) });
