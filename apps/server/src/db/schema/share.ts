import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The main brand's share and invite land (issue 18, docs/share.md). Amounts are minor units of `coin`.
 */

/** One share code per player: 8 look-alike-free characters, also the slug of the short link /r/<code>. */
export const shareCodes = pgTable(
  'share_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_codes_code_uq').on(t.code)],
);

/**
 * Who invited whom, written once per invitee (the primary key): at registration through a link or Telegram
 * start_param, or by a typed code within the bind window. Never a self-invite by id (check) nor a cycle (service).
 * status: pending -> waiting | paid (qualified), or refused (same device or phone as the inviter; never paid).
 */
export const shareInvites = pgTable(
  'share_invites',
  {
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    code: text('code').notNull(),
    deviceId: text('device_id').notNull().default(''),
    status: text('status').notNull().default('pending'),
    refusedReason: text('refused_reason'),
    coin: text('coin').notNull().default(''),
    inviterAmount: bigint('inviter_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    inviteeAmount: bigint('invitee_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    levelBonusPercent: integer('level_bonus_percent').notNull().default(0),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('share_invites_inviter_idx').on(t.inviterId, t.boundAt),
    index('share_invites_status_idx').on(t.status),
    index('share_invites_qualified_idx').on(t.qualifiedAt),
    index('share_invites_paid_idx').on(t.inviterId, t.paidAt),
    check('share_invites_not_self_ck', sql`${t.inviterId} <> ${t.inviteeId}`),
    check('share_invites_source_ck', sql`${t.source} in ('link', 'code', 'tg')`),
    check('share_invites_status_ck', sql`${t.status} in ('pending', 'waiting', 'paid', 'refused')`),
    check(
      'share_invites_reason_ck',
      sql`(${t.status} = 'refused') = (${t.refusedReason} is not null) and (${t.refusedReason} is null or ${t.refusedReason} in ('same_device', 'same_phone'))`,
    ),
    check('share_invites_amounts_ck', sql`${t.inviterAmount} >= 0 and ${t.inviteeAmount} >= 0`),
  ],
);

/** Devices a player used on the share pages or at registration (D-Id, or the browser's share cookie). */
export const shareDevices = pgTable(
  'share_devices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    did: text('did').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.did] }), index('share_devices_did_idx').on(t.did)],
);
