import {
  PRODUCT_MAX_SCREENSHOTS,
  type SubmissionStatus,
  type SubmissionView,
} from '@arcadia/contract/calls/product/common';
import type { Db } from '../../db/client.ts';
import type { taskCategories } from '../../db/schema/index.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { localized } from '../../lib/locale.ts';
import type { BlobStore } from '../../lib/storage.ts';
import { imageUrl, storeImage } from './images.ts';
import {
  categories,
  categoryById,
  countsOf,
  decidePending,
  insertSubmission,
  lockCreator,
  type SubmissionRow,
  submissionById,
  submissionsOf,
  uploadsOf,
  usedKeys,
} from './repo.ts';
import type { ProductSettings } from './settings.ts';

/**
 * Creators' products (docs/creator-products.md): pending -> approved (into the catalogue) | rejected | withdrawn.
 * The player side: the form's options, picture uploads, submitting within the caps, the list, withdrawing.
 */

export interface ProductDeps {
  db: Db;
  store: BlobStore;
  settings: ProductSettings;
  /** Uploads per player and hour (the app's rate limiter). */
  limitUploads: (userId: number) => Promise<void>;
}

const DAY_MS = 24 * 3600 * 1000;
const PAGE_SIZE = 20;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

type CategoryRow = typeof taskCategories.$inferSelect;

export function submissionView(row: SubmissionRow, cats: CategoryRow[], locale: string): SubmissionView {
  return {
    submission_id: row.id,
    title: row.title,
    description: row.description,
    category: row.categoryId,
    category_name: localized(cats.find((c) => c.id === row.categoryId)?.names, locale),
    link: row.link,
    icon_url: imageUrl(row.iconKey),
    screenshot_urls: row.screenshotKeys.map(imageUrl),
    status: row.status as SubmissionStatus,
    reason: row.reason,
    product_id: row.productId,
    created_at: seconds(row.createdAt),
    decided_at: row.decidedAt ? seconds(row.decidedAt) : null,
  };
}

export async function productConfig(deps: ProductDeps, userId: number, locale: string, now = new Date()) {
  const counts = await countsOf(deps.db, userId, new Date(now.getTime() - DAY_MS));
  return {
    categories: (await categories(deps.db)).map((c) => ({ id: c.id, name: localized(c.names, locale) })),
    max_screenshots: PRODUCT_MAX_SCREENSHOTS,
    max_pending: deps.settings.maxPending,
    per_day: deps.settings.perDay,
    pending: counts.pending,
    submitted_today: counts.recent,
  };
}

export async function uploadImage(
  deps: ProductDeps,
  userId: number,
  input: { role: 'icon' | 'screenshot'; image: string },
) {
  await deps.limitUploads(userId);
  return storeImage(deps.db, deps.store, userId, input.role, input.image);
}

export interface SubmitInput {
  title: string;
  description: string;
  category: string;
  link: string;
  icon: string;
  screenshots: string[];
}

/** The pictures of a submission: this player's own uploads, each of the right kind, not used elsewhere. */
async function checkImages(tx: Parameters<typeof usedKeys>[0], userId: number, input: SubmitInput) {
  if (new Set(input.screenshots).size !== input.screenshots.length)
    throw fieldError({ screenshots: ['The same picture twice'] });
  if (input.screenshots.includes(input.icon)) throw fieldError({ icon: ['The icon is also a screenshot'] });
  const keys = [input.icon, ...input.screenshots];
  const own = new Map((await uploadsOf(tx, userId, keys)).map((u) => [u.key, u.role]));
  if (own.get(input.icon) !== 'icon') throw fieldError({ icon: ['Upload the icon first'] });
  if (input.screenshots.some((k) => own.get(k) !== 'screenshot'))
    throw fieldError({ screenshots: ['Upload the screenshots first'] });
  const used = await usedKeys(tx, keys);
  if (used.has(input.icon)) throw fieldError({ icon: ['This picture belongs to another submission'] });
  if (input.screenshots.some((k) => used.has(k)))
    throw fieldError({ screenshots: ['A picture belongs to another submission'] });
}

/**
 * product/submit: one transaction locks the creator's row (racing submissions count the caps one at a time), checks
 * the caps and the pictures, and stores the submission as pending.
 */
export async function submitProduct(
  deps: ProductDeps,
  userId: number,
  input: SubmitInput,
  locale: string,
  now = new Date(),
) {
  const category = await categoryById(deps.db, input.category);
  if (!category) throw fieldError({ category: ['Choose one of the categories'] });
  const row = await inTransaction(deps.db, async (tx) => {
    const market = await lockCreator(tx, userId);
    if (!market) throw new AppError('SESSION_INVALID');
    const counts = await countsOf(tx, userId, new Date(now.getTime() - DAY_MS));
    if (counts.recent >= deps.settings.perDay)
      throw new AppError('RATE_LIMITED', `At most ${deps.settings.perDay} submissions a day.`, {
        retry_after: 3600,
        reason: 'per_day',
      });
    if (counts.pending >= deps.settings.maxPending)
      throw new AppError('CONFLICT', `At most ${deps.settings.maxPending} products can wait for review at once.`, {
        reason: 'too_many_pending',
        max: deps.settings.maxPending,
      });
    await checkImages(tx, userId, input);
    return insertSubmission(tx, {
      userId,
      market,
      title: input.title,
      description: input.description,
      categoryId: input.category,
      link: input.link,
      iconKey: input.icon,
      screenshotKeys: input.screenshots,
      status: 'pending',
      createdAt: now,
    });
  });
  return { submission: submissionView(row, [category], locale) };
}

export async function mySubmissions(deps: ProductDeps, userId: number, page: number, locale: string) {
  const found = await submissionsOf(deps.db, userId, page, PAGE_SIZE);
  const cats = await categories(deps.db);
  return {
    list: found.slice(0, PAGE_SIZE).map((r) => submissionView(r, cats, locale)),
    has_more: found.length > PAGE_SIZE,
  };
}

/** product/withdraw: the creator takes back a pending submission (the same guarded update a review uses). */
export async function withdrawSubmission(
  deps: ProductDeps,
  userId: number,
  submissionId: number,
  locale: string,
  now = new Date(),
) {
  const found = await submissionById(deps.db, submissionId);
  if (!found || found.userId !== userId) throw new AppError('NOT_FOUND', 'No such submission.');
  const row = await decidePending(deps.db, submissionId, { status: 'withdrawn', decidedAt: now }, userId);
  if (!row)
    throw new AppError('CONFLICT', 'This submission is no longer waiting for review.', {
      reason: 'not_pending',
      status: found.status,
    });
  return { submission: submissionView(row, await categories(deps.db), locale) };
}
