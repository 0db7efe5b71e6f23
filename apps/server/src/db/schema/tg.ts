import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A Telegram account linked to a player; one Telegram user id maps to one player. */
export const tgAccounts = pgTable(
  'tg_accounts',
  {
    tgUserId: bigint('tg_user_id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    botName: text('bot_name').notNull(),
    tgUsername: text('tg_username').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tg_accounts_user_idx').on(t.userId)],
);

/** Hashes of initData (and contact data) already used: a replay of the same hash is refused. */
export const tgSeenHashes = pgTable(
  'tg_seen_hashes',
  {
    hash: text('hash').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tg_seen_hashes_seen_idx').on(t.seenAt)],
);

/** A desktop-browser login waiting to be confirmed from Telegram (lb_web_login_init / lb_web_login_result). */
export const tgWebLogins = pgTable('tg_web_logins', {
  tokenHash: text('token_hash').primaryKey(),
  botName: text('bot_name').notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});
