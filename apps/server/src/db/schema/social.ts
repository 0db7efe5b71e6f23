import { bigint, index, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Social-media accounts a player linked for follow tasks (POST /api/social_media/get_token and
 * telegram/report_client_auth_info). One account per player and media type; one player per provider account.
 * Access tokens are not stored: the server uses one only to read the provider's user id, then drops it.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    mediaType: text('media_type').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    username: text('username').notNull().default(''),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaType] }),
    uniqueIndex('social_accounts_provider_uq').on(t.mediaType, t.providerUserId),
  ],
);

/** The last follow check of one channel (from the configured follow list) for one player. */
export const socialFollows = pgTable(
  'social_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: text('channel_id').notNull(),
    /** following | not_following */
    status: text('status').notNull(),
    /** How the status was established: telegram (Bot API getChatMember) or linked (account linked, no API check). */
    method: text('method').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channelId] })],
);

/**
 * Captcha reports (POST /user/report_trainee_recaptcha and report_recharge_recaptcha): one row per token, with
 * the verifier's verdict. The token itself is kept only as a SHA-256 hash, unique, so a token counts once.
 */
export const captchaReports = pgTable(
  'captcha_reports',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** trainee | recharge */
    step: text('step').notNull(),
    /** pass | fail | unverified */
    verdict: text('verdict').notNull(),
    score: real('score'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_reports_user_idx').on(t.userId, t.step, t.createdAt)],
);
