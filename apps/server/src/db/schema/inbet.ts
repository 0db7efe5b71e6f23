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
 * inbet (BitGame), the price prediction game (issue 21, docs/inbet.md). Prices are integers in the pair's minor
 * units (packages/contract/src/games/inbet.ts); amounts USDT minor units.
 */

/** The sandbox feed's hash chains: the secret seed, the published last link and salt, the chain's first tick. */
export const inbetChains = pgTable(
  'inbet_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    /** Epoch second of the chain's first tick (position 1). */
    firstTick: bigint('first_tick', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inbet_chains_first_tick_uq').on(t.firstTick)],
);

/** A pair's price at a tick (epoch second); sandbox ticks carry their chain link. Kept an hour. */
export const inbetTicks = pgTable(
  'inbet_ticks',
  {
    pair: text('pair').notNull(),
    tick: bigint('tick', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    chainId: bigint('chain_id', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [primaryKey({ columns: [t.pair, t.tick] }), index('inbet_ticks_tick_idx').on(t.tick)],
);

/** A round of a pair: `open` (taking positions) -> `locked` (lock price set) -> `closed` (close price, result). */
export const inbetRounds = pgTable(
  'inbet_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pair: text('pair').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    locksAt: timestamp('locks_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    lockTick: bigint('lock_tick', { mode: 'number' }).notNull(),
    closeTick: bigint('close_tick', { mode: 'number' }).notNull(),
    lockPrice: bigint('lock_price', { mode: 'number' }),
    closePrice: bigint('close_price', { mode: 'number' }),
    /** The sandbox close tick's link and its chain (null for an outside feed). */
    closeHash: text('close_hash'),
    chainId: bigint('chain_id', { mode: 'number' }),
    source: text('source').notNull(),
    result: text('result'),
    status: text('status').notNull().default('open'),
    upTotal: bigint('up_total', { mode: 'bigint' }).notNull().default(sql`0`),
    downTotal: bigint('down_total', { mode: 'bigint' }).notNull().default(sql`0`),
    positions: integer('positions').notNull().default(0),
  },
  (t) => [
    uniqueIndex('inbet_rounds_pair_number_uq').on(t.pair, t.number),
    index('inbet_rounds_status_idx').on(t.status, t.closesAt),
    check('inbet_rounds_status_ck', sql`${t.status} in ('open', 'locked', 'closed')`),
    check('inbet_rounds_result_ck', sql`${t.result} is null or ${t.result} in ('up', 'down', 'tie', 'void')`),
  ],
);

/**
 * A player's position, one per round: `open` (bet sent to the wallet), `placed` (taken), `settling` then `settled`
 * (payout sent with the round's win), `refused`, or `refunding` then `refunded` (its bet answer never came).
 */
export const inbetPositions = pgTable(
  'inbet_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => inbetRounds.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    side: text('side').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    token: text('token').notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    status: text('status').notNull().default('open'),
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbet_positions_round_user_uq').on(t.roundId, t.userId),
    uniqueIndex('inbet_positions_request_uq').on(t.userId, t.requestKey),
    index('inbet_positions_user_idx').on(t.userId, t.id),
    index('inbet_positions_status_idx').on(t.status, t.updatedAt),
    check('inbet_positions_side_ck', sql`${t.side} in ('up', 'down')`),
    check(
      'inbet_positions_status_ck',
      sql`${t.status} in ('open', 'placed', 'settling', 'settled', 'refused', 'refunding', 'refunded')`,
    ),
  ],
);
