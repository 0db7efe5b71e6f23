import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Battle seasons (issue 21, docs/battle.md): one runs at a time, made on demand (first read or the job's tick) or
 * scheduled by an operator. `prizes` is the prize table frozen when the season was made; state running -> paid
 * happens once, in the transaction that pays every prize.
 */
export const battleSeasons = pgTable(
  'battle_seasons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** running (incl. scheduled, before starts_at) | paid */
    state: text('state').notNull().default('running'),
    coin: text('coin').notNull(),
    prizes: jsonb('prizes').$type<{ from: number; to: number; amount: string }[]>().notNull(),
    paidTotal: bigint('paid_total', { mode: 'bigint' }).notNull().default(sql`0`),
    paidCount: integer('paid_count').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('battle_seasons_start_uq').on(t.startsAt), index('battle_seasons_end_idx').on(t.state, t.endsAt)],
);

/** A player's points in a season, in the market they first scored from; `reached_at` breaks ties (earlier first). */
export const battleScores = pgTable(
  'battle_scores',
  {
    seasonId: bigint('season_id', { mode: 'number' })
      .notNull()
      .references(() => battleSeasons.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.userId] }),
    index('battle_scores_rank_idx').on(t.seasonId, t.market, t.points, t.reachedAt),
  ],
);

/** Every credit of points (the record page lists a season's); `ref` makes a credit once-only where it has one. */
export const battleEvents = pgTable(
  'battle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seasonId: bigint('season_id', { mode: 'number' })
      .notNull()
      .references(() => battleSeasons.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    ref: text('ref'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('battle_events_user_idx').on(t.userId, t.seasonId, t.id),
    uniqueIndex('battle_events_ref_uq').on(t.seasonId, t.userId, t.source, t.ref),
  ],
);

/** Points per player, UTC day and source: what the daily cap is counted on (the row is locked while crediting). */
export const battleDaily = pgTable(
  'battle_daily',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.source] })],
);

/** A settled season's final places with a prize or not; written once, with the payment, when the season is paid. */
export const battleAwards = pgTable(
  'battle_awards',
  {
    seasonId: bigint('season_id', { mode: 'number' })
      .notNull()
      .references(() => battleSeasons.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    rank: integer('rank').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    coin: text('coin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.userId] }), index('battle_awards_user_idx').on(t.userId)],
);

/** Honours (docs/honor.md): a badge once per player (the primary key); a revoked one stays revoked until re-given. */
export const honorBadges = pgTable(
  'honor_badges',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    badge: text('badge').notNull(),
    /** rule | sweep | ops */
    source: text('source').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })],
);

/** Counters the badge rules read that no other table keeps (settled rounds and won rounds). */
export const honorCounters = pgTable(
  'honor_counters',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    metric: text('metric').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.metric] })],
);

/** The badge a player shows as title. */
export const honorTitles = pgTable('honor_titles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  badge: text('badge').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
