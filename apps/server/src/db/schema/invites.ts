import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Fortune's invites, agents and sub-agents (issue 17, docs/fortune-invites.md). Amounts are USDT minor units; days
 * are UTC dates.
 */

/**
 * Invite links: one personal link per player (kind 'personal', no campaign or package) and an agent's links, one
 * per (campaign, package). Codes are 8 characters of a look-alike-free alphabet.
 */
export const fortuneInviteLinks = pgTable(
  'fortune_invite_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** personal | agent */
    kind: text('kind').notNull(),
    campaign: text('campaign').notNull().default(''),
    package: text('package').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fortune_invite_links_code_uq').on(t.code),
    uniqueIndex('fortune_invite_links_owner_uq').on(t.userId, t.kind, t.campaign, t.package),
  ],
);

/**
 * Who invited whom: written once, in the transaction that registers the invitee, so the tree only grows downwards
 * (an inviter was registered before each of their invitees). `flag_reason` marks a self-referral: the invitee is
 * on the inviter's device or payout account and earns the inviter nothing.
 */
export const fortuneInvitees = pgTable(
  'fortune_invitees',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => fortuneInviteLinks.id),
    campaign: text('campaign').notNull().default(''),
    package: text('package').notNull().default(''),
    /** The D-Id the invitee registered from ('' when none came). */
    deviceId: text('device_id').notNull().default(''),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    /** '' | same_device | same_payout_account */
    flagReason: text('flag_reason').notNull().default(''),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
  },
  (t) => [
    index('fortune_invitees_inviter_idx').on(t.inviterId, t.boundAt),
    index('fortune_invitees_link_idx').on(t.linkId),
    index('fortune_invitees_flagged_idx').on(t.flaggedAt).where(sql`${t.flagReason} <> ''`),
    check('fortune_invitees_not_self_ck', sql`${t.userId} <> ${t.inviterId}`),
  ],
);

/** Devices (D-Id) a player used on Fortune's invite and registration calls: the self-referral check reads them. */
export const fortuneInviteDevices = pgTable(
  'fortune_invite_devices',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    did: text('did').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.did] }), index('fortune_invite_devices_did_idx').on(t.did)],
);

/** A player's agent application and its state: pending -> approved | rejected (a rejected player may re-apply). */
export const fortuneAgents = pgTable(
  'fortune_agents',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    status: text('status').notNull(),
    contact: text('contact').notNull(),
    channel: text('channel').notNull(),
    note: text('note').notNull().default(''),
    applications: integer('applications').notNull().default(1),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who decided. */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('fortune_agents_status_idx').on(t.status, t.appliedAt),
    check('fortune_agents_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * One inviter's commission for one UTC day, written by the daily job in the transaction that pays it (ledger key
 * `fortune_invite_commission:<user>:<day>`): the primary key makes a second run, or a racing one, pay nothing.
 */
export const fortuneInviteCommissions = pgTable(
  'fortune_invite_commissions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** player | agent, as of the end of the day. */
    role: text('role').notNull(),
    directWager: bigint('direct_wager', { mode: 'bigint' }).notNull().default(sql`0`),
    subWager: bigint('sub_wager', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The month's team wager up to and including the day: it chose the tier. */
    monthVolume: bigint('month_volume', { mode: 'bigint' }).notNull().default(sql`0`),
    houseEdgeBps: integer('house_edge_bps').notNull().default(0),
    rateBps: integer('rate_bps').notNull().default(0),
    overrideBps: integer('override_bps').notNull().default(0),
    direct: bigint('direct', { mode: 'bigint' }).notNull().default(sql`0`),
    override: bigint('override', { mode: 'bigint' }).notNull().default(sql`0`),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    activeInvitees: integer('active_invitees').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('fortune_invite_commissions_day_idx').on(t.day),
    check('fortune_invite_commissions_amount_ck', sql`${t.amount} = ${t.direct} + ${t.override} and ${t.amount} >= 0`),
  ],
);

/** Days the job finished: every inviter of the day was settled. */
export const fortuneInviteDays = pgTable('fortune_invite_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  inviters: integer('inviters').notNull(),
  total: bigint('total', { mode: 'bigint' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
});
