import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { taskCategories, taskProducts } from './task.ts';
import { users } from './users.ts';

/**
 * The account behind a player's profiles (issue 22, docs/account.md): a deletion request with its cooling-off, and
 * when the player last exported their data.
 */

/**
 * One row per player who ever asked to delete their account. pending: cooling off until `purge_at` (the player may
 * cancel); cancelled; done: anonymised by the sweep. A new request after a cancel reuses the row.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** pending | cancelled | done */
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    purgeAt: timestamp('purge_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Why the sweep waits past `purge_at` (balance, pending_withdrawal); '' when it does not. */
    heldReason: text('held_reason').notNull().default(''),
  },
  (t) => [index('account_deletions_due_idx').on(t.status, t.purgeAt)],
);

/** The last export of a player's data (one an hour, ACCOUNT_EXPORT_EVERY_SECONDS). */
export const accountExports = pgTable('account_exports', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/**
 * Creators' products (docs/creator-products.md). Each picture is uploaded on its own (re-encoded WebP under the
 * public `product/` area) and recorded here with its uploader; a submission may use only its creator's uploads.
 */
export const productUploads = pgTable(
  'product_uploads',
  {
    key: text('key').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** icon | screenshot */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_uploads_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A creator's product waiting for review, then approved (it entered the catalogue as `product_id`, with no task),
 * rejected with a reason, or withdrawn by its creator while pending.
 */
export const productSubmissions = pgTable(
  'product_submissions',
  {
    /** submission_id on the wire. */
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The creator's market when submitted: the catalogue product runs there. */
    market: text('market').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => taskCategories.id),
    link: text('link').notNull(),
    iconKey: text('icon_key').notNull(),
    screenshotKeys: jsonb('screenshot_keys').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** pending | approved | rejected | withdrawn */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    productId: integer('product_id').references(() => taskProducts.id),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('product_submissions_user_idx').on(t.userId, t.createdAt),
    index('product_submissions_status_idx').on(t.status, t.createdAt),
    uniqueIndex('product_submissions_product_uq').on(t.productId),
  ],
);
