/**
 * The community shapes' constants and checks without zod (common.ts re-exports them): the web app's post renderer
 * and editor use them, and importing common.ts would bring zod's runtime into those chunks.
 */

/** Inline styles of a span of text. */
export const MARKS = ['bold', 'italic', 'underline', 'strike', 'code'] as const;
export type Mark = (typeof MARKS)[number];

/** A text block's kind: a paragraph, a heading, a quote, or a numbered or bulleted list (one item a line). */
export const TEXT_STYLES = ['paragraph', 'h2', 'blockquote', 'ordered', 'unordered'] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

export const MEDIA_KINDS = ['image', 'gif', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Why a player reports a post, and why an operator hides one. */
export const REPORT_REASONS = ['spam', 'scam', 'abuse', 'sexual', 'violence', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const POST_LIMITS = {
  title: 120,
  blocks: 60,
  /** Items of one text block (lines of a list; 1 for the others). */
  items: 50,
  /** Spans of one item. */
  spans: 200,
  spanText: 4000,
  /** Characters of text in the whole post. */
  text: 20_000,
  caption: 200,
  comment: 500,
  reportNote: 300,
  url: 2000,
} as const;

/** Upload caps, in bytes and pixels (docs/posts.md "Media"). */
export const MEDIA_LIMITS = {
  imageBytes: 8 * 1024 * 1024,
  gifBytes: 8 * 1024 * 1024,
  videoBytes: 20 * 1024 * 1024,
  /** Longest side of a stored picture (images, GIFs, covers). */
  maxSide: 1600,
  imagePixels: 40_000_000,
  gifFrames: 300,
  /** Pixels of one GIF frame, and of all its frames together. */
  gifFramePixels: 1_000_000,
  gifTotalPixels: 100_000_000,
} as const;

/** Only http and https links, absolute, with a host and nothing a browser would read as another scheme. */
export function isSafeLink(value: string): boolean {
  if (value.length > POST_LIMITS.url || !/^https?:\/\/[^\s]+$/i.test(value)) return false;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 33 || value.charCodeAt(i) === 127) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const POST_ID = /^[0-9a-z]{12}$/;
