import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The main brand's popups (issue 18, docs/rewards.md "Popups"): operator-made dialogs aimed by market and how new a
 * player is, with a frequency cap; each also opens as a page at /buildDialog/<id> (deep links from pushes).
 * Texts are {locale: text} maps.
 */
export const popups = pgTable(
  'popups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
    /** The button's text per locale; empty when the popup has no button. */
    buttons: jsonb('buttons').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** An image of the app's own (a path under /images/ or /popups/). */
    image: text('image').notNull().default(''),
    /** An in-app path the button opens, e.g. /rewards/newbie. */
    deepLink: text('deep_link').notNull().default(''),
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    /** Only players who joined within this many days; 0 for everyone. */
    newWithinDays: integer('new_within_days').notNull().default(0),
    /** Shown at most this many times per player... */
    maxShows: integer('max_shows').notNull().default(1),
    /** ...and not again within this many hours. */
    everyHours: integer('every_hours').notNull().default(24),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('popups_live_idx').on(t.active, t.endsAt)],
);

export const popupViews = pgTable(
  'popup_views',
  {
    popupId: bigint('popup_id', { mode: 'number' })
      .notNull()
      .references(() => popups.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    shows: integer('shows').notNull().default(0),
    lastShownAt: timestamp('last_shown_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.userId] })],
);
