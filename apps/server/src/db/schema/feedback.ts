import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The app environment a report came from (platform h5/app/tg, versions, locale, device). */
export interface FeedbackEnv {
  platform: 'h5' | 'app' | 'tg';
  locale: string;
  web_version?: string;
  app_version?: string;
  user_agent?: string;
  screen?: string;
}

/** A player's feedback from /user/feedback. Visitors may send one too (user_id null). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    category: text('category').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    page: text('page'),
    env: jsonb('env').$type<FeedbackEnv>().notNull(),
    ip: text('ip'),
    /** A retried submit with the same Idempotency-Key returns the first row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feedback_idem_uq').on(t.idempotencyKey), index('feedback_user_idx').on(t.userId)],
);

/** Up to 3 screenshots per feedback, as the data URLs the app sent (downscaled on the device). */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dataUrl: text('data_url').notNull(),
  },
  (t) => [uniqueIndex('feedback_images_pk').on(t.feedbackId, t.position)],
);
