import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 200000 }),
    username: text('username').notNull(),
    userLogin: text('user_login').notNull(),
    headUrl: text('head_url').notNull().default(''),
    intro: text('intro').notNull().default(''),
    backgroundImage: text('background_image').notNull().default(''),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code').notNull().default('vn'),
    passwordHash: text('password_hash'),
    momoAccounts: jsonb('momo_accounts').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Set by an operator under investigation: money may come in, nothing the player asks for goes out. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenReason: text('frozen_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phoneNumber), uniqueIndex('users_login_uq').on(t.userLogin)],
);

/** A session key: 256 random bits issued at login, stored only as its SHA-256 hash (DESIGN.md section 5). */
export const sessions = pgTable(
  'sessions',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    loginType: text('login_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
