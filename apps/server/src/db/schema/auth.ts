import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One-time codes: 6 digits, kept only as an HMAC, 5 minutes, 5 attempts (lib/otp.ts). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** Devices (D-Id) a player has logged in from; a password login from another device needs a code (1010). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    did: text('did').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.did] })],
);

/** The device fingerprint record of spec section 3: the native app's Ed25519 key for XBSL signatures. */
export const deviceKeys = pgTable('device_keys', {
  did: text('did').primaryKey(),
  deviceKey: text('device_key').notNull(),
  deviceKeyVersion: text('device_key_version').notNull(),
  /** The player who registered it, when logged in; only they may re-key it. */
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Third-party (OpenID Connect) identities linked to players: provider + subject is unique. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    email: text('email').notNull().default(sql`''`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex('user_identities_user_provider_uq').on(t.userId, t.provider),
  ],
);
