import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A player's public profiles (issue 22): a player may have several and shows one at a time. `xid` is the public
 * id in /profile/<xid>; the numeric id never leaves the server.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 500000 }),
    xid: text('xid').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    /** Blob keys of public uploads (avatar/..., profile-bg/...), '' when unset. */
    avatarKey: text('avatar_key').notNull().default(''),
    backgroundKey: text('background_key').notNull().default(''),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** The profile the player shows now is the one selected last. */
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('profiles_xid_uq').on(t.xid), index('profiles_user_idx').on(t.userId)],
);
