import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
 * Lucky code (issue 18, docs/luckycode.md): periodic draws of numbered tickets. Amounts are minor units of the
 * draw's coin (KC). A draw keeps the terms it opened with, so a configuration change applies from the next draw.
 */

/** One draw: its terms, its committed seed, the running count of tickets sold and, once closed, its result. */
export const luckycodeDraws = pgTable(
  'luckycode_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** open | drawn | paid | refunding | refunded */
    status: text('status').notNull(),
    coin: text('coin').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    cap: integer('cap').notNull(),
    minTickets: integer('min_tickets').notNull(),
    prizeBps: integer('prize_bps').notNull(),
    sold: integer('sold').notNull().default(0),
    /** 64 hex characters from the CSPRNG; shown only once the draw has closed. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** '' while open; schedule | operator */
    closedBy: text('closed_by').notNull().default(''),
    closedByOperator: bigint('closed_by_operator', { mode: 'number' }),
    listHash: text('list_hash'),
    winningNumber: integer('winning_number'),
    winnerUserId: bigint('winner_user_id', { mode: 'number' }).references(() => users.id),
    winnerOrderId: bigint('winner_order_id', { mode: 'number' }),
    prize: bigint('prize', { mode: 'bigint' }).notNull().default(sql`0`),
    edge: bigint('edge', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one draw on sale: two job runs racing to open the next one make one.
    uniqueIndex('luckycode_draws_open_uq').on(t.status).where(sql`${t.status} = 'open'`),
    index('luckycode_draws_status_idx').on(t.status, t.closesAt),
    check('luckycode_draws_status_ck', sql`${t.status} in ('open', 'drawn', 'paid', 'refunding', 'refunded')`),
    check('luckycode_draws_sold_ck', sql`${t.sold} >= 0 and ${t.sold} <= ${t.cap}`),
    check(
      'luckycode_draws_terms_ck',
      sql`${t.price} > 0 and ${t.cap} > 0 and ${t.minTickets} > 0 and ${t.prizeBps} between 0 and 10000`,
    ),
    check('luckycode_draws_split_ck', sql`${t.prize} >= 0 and ${t.edge} >= 0`),
  ],
);

/** One purchase: a block of consecutive ticket numbers of one draw. `refunded_at` is set when its price came back. */
export const luckycodeOrders = pgTable(
  'luckycode_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => luckycodeDraws.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    firstNumber: integer('first_number').notNull(),
    count: integer('count').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('luckycode_orders_draw_first_uq').on(t.drawId, t.firstNumber),
    index('luckycode_orders_user_idx').on(t.userId, t.id),
    index('luckycode_orders_draw_user_idx').on(t.drawId, t.userId),
    check('luckycode_orders_count_ck', sql`${t.count} > 0 and ${t.firstNumber} > 0 and ${t.amount} > 0`),
  ],
);

/** Every ticket: the primary key (draw, number) is what keeps numbers unique whatever races the service loses. */
export const luckycodeTickets = pgTable(
  'luckycode_tickets',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => luckycodeDraws.id),
    number: integer('number').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => luckycodeOrders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.number] }), index('luckycode_tickets_order_idx').on(t.orderId)],
);
