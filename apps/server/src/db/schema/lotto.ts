import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * lotto and xoso (issue 21, docs/lotto.md): the main brand's scheduled draws. Amounts are USDT minor units (the
 * game balance). Each draw keeps the terms it opened with.
 */

/** A 6/45 draw: its terms, committed seed, sales and, once closed, its numbers, tiers and the jackpot it passes on. */
export const lottoDraws = pgTable(
  'lotto_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** open | drawn | paid | refunding | refunded */
    status: text('status').notNull(),
    coin: text('coin').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    jackpotBps: integer('jackpot_bps').notNull(),
    /** The jackpot carried in from the draw before (what it passed on). */
    jackpotIn: bigint('jackpot_in', { mode: 'bigint' }).notNull().default(sql`0`),
    sold: integer('sold').notNull().default(0),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** '' while open; schedule | operator */
    closedBy: text('closed_by').notNull().default(''),
    closedByOperator: bigint('closed_by_operator', { mode: 'number' }),
    listHash: text('list_hash'),
    /** The 6 numbers in draw order, comma separated. */
    numbers: text('numbers'),
    /** JSON: [{matches, winners, prize_each}] for 6, 5, 4, 3 matches. */
    tiers: text('tiers'),
    /** Prizes to players (fixed tiers and jackpot), and what they passed on to the next draw's jackpot. */
    prizes: bigint('prizes', { mode: 'bigint' }).notNull().default(sql`0`),
    carryOut: bigint('carry_out', { mode: 'bigint' }),
    /** sales - jackpot share - fixed prizes: to the house at payout (negative: the house covers prizes). */
    house: bigint('house', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lotto_draws_open_uq').on(t.status).where(sql`${t.status} = 'open'`),
    index('lotto_draws_status_idx').on(t.status, t.closesAt),
    check('lotto_draws_status_ck', sql`${t.status} in ('open', 'drawn', 'paid', 'refunding', 'refunded')`),
    check('lotto_draws_terms_ck', sql`${t.price} > 0 and ${t.jackpotBps} between 0 and 10000 and ${t.sold} >= 0`),
  ],
);

/** One line of 6 numbers in a draw. `matches` and `prize` are set at close; `refunded_at` when a cancel refunds it. */
export const lottoTickets = pgTable(
  'lotto_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lottoDraws.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Ascending, comma separated. */
    numbers: text('numbers').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    matches: integer('matches'),
    prize: bigint('prize', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('lotto_tickets_draw_idx').on(t.drawId, t.id),
    index('lotto_tickets_user_idx').on(t.userId, t.id),
    check('lotto_tickets_amount_ck', sql`${t.price} > 0 and ${t.prize} >= 0`),
  ],
);

/** One region's board on one Vietnam day: its committed seed and, once drawn, the board and the money. */
export const xosoDraws = pgTable(
  'xoso_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** bac | trung | nam */
    region: text('region').notNull(),
    /** YYYY-MM-DD, Vietnam time. */
    day: text('day').notNull(),
    status: text('status').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    listHash: text('list_hash'),
    /** JSON: [{prize, numbers}] in the structure's order. */
    board: text('board'),
    bets: integer('bets').notNull().default(0),
    stakes: bigint('stakes', { mode: 'bigint' }).notNull().default(sql`0`),
    payouts: bigint('payouts', { mode: 'bigint' }).notNull().default(sql`0`),
    house: bigint('house', { mode: 'bigint' }).notNull().default(sql`0`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').notNull().default(''),
    closedByOperator: bigint('closed_by_operator', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('xoso_draws_region_day_uq').on(t.region, t.day),
    index('xoso_draws_status_idx').on(t.status, t.drawAt),
    check('xoso_draws_status_ck', sql`${t.status} in ('open', 'drawn', 'paid', 'refunding', 'refunded')`),
    check('xoso_draws_region_ck', sql`${t.region} in ('bac', 'trung', 'nam')`),
  ],
);

/** One lo or de bet on a 2-digit number. `hits` and `payout` are set at the draw. */
export const xosoBets = pgTable(
  'xoso_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => xosoDraws.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    hits: integer('hits'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('xoso_bets_draw_idx').on(t.drawId, t.id),
    index('xoso_bets_user_idx').on(t.userId, t.id),
    check('xoso_bets_kind_ck', sql`${t.kind} in ('lo', 'de') and ${t.number} between 0 and 99`),
    check('xoso_bets_amount_ck', sql`${t.stake} > 0 and ${t.payout} >= 0`),
  ],
);
