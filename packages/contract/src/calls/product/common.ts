import * as z from 'zod/mini';
import { hasControlCharacter } from '../wallet/common.ts';

/**
 * Creators' products (service `product`, docs/creator-products.md): a player submits their game or app with an icon
 * and screenshots; an operator approves it into the catalogue (/products/<product_id>, no task attached) or rejects
 * it with a reason. Times are unix seconds.
 */

export const PRODUCT_MAX_SCREENSHOTS = 5;
export const PRODUCT_TITLE_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_LINK_MAX = 500;
/** One picture a call: a data URL of at most this many characters (the client downscales first). */
export const PRODUCT_IMAGE_MAX_CHARS = 900_000;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const submissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** An icon (square, shown small) or a screenshot. */
export const imageRole = z.enum(['icon', 'screenshot']);

/** Text on one line: trimmed, length-bounded, no control characters. */
export const lineText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine((v) => !hasControlCharacter(v), 'Must not contain control characters'),
  );

/** Text that may run over several lines: line breaks allowed, other control characters not. */
export const multilineText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine((v) => !hasControlCharacter(v.replace(/\r?\n/g, '')), 'Must not contain control characters'),
  );

/** True for an absolute http or https URL with a host and no credentials in it. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const productLinkField = z.string().check(
  z.trim(),
  z.maxLength(PRODUCT_LINK_MAX),
  z.refine((v) => !hasControlCharacter(v), 'Must not contain control characters'),
  z.refine(isWebLink, 'Must be an http or https link'),
);

/** The key of a picture this player uploaded (product/upload_image). */
export const productImageKey = z
  .string()
  .check(z.regex(/^product\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/, 'Must be an uploaded picture'));

export const categoryField = z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, 'Must be a category id'));

/** A submission as its creator (and the console) sees it; picture URLs are served by /img. */
export const submissionView = z.object({
  submission_id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  category_name: z.string(),
  link: z.string(),
  icon_url: z.string(),
  screenshot_urls: z.array(z.string()),
  status: submissionStatus,
  /** The reviewer's reason of a rejection; '' otherwise. */
  reason: z.string(),
  /** The catalogue product once approved (/products/<product_id>); null before. */
  product_id: z.nullable(z.number()),
  created_at: z.number(),
  decided_at: z.nullable(z.number()),
});
export type SubmissionView = z.infer<typeof submissionView>;
