import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Applications to the partner programme (docs/partner.md); at most one pending per player (partial unique index). */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    /** application_id on the wire. */
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    channelType: text('channel_type').notNull(),
    channelLink: text('channel_link').notNull(),
    audience: text('audience').notNull(),
    pitch: text('pitch').notNull(),
    /** pending | approved | rejected | withdrawn */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('partner_applications_user_idx').on(t.userId, t.createdAt),
    index('partner_applications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('partner_applications_open_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/** Approved partners: the bonus percent in force on their invite rewards (set from PARTNER_BONUS_PERCENT). */
export const partners = pgTable('partners', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  applicationId: integer('application_id')
    .notNull()
    .references(() => partnerApplications.id),
  market: text('market').notNull(),
  bonusPercent: integer('bonus_percent').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
});
