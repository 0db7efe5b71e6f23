import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fortuneSeeds } from './fortune.ts';
import { users } from './users.ts';

/**
 * Fortune's games (issue 17, docs/fortune-games.md): the seamless wallet that game providers call (sessions, rounds,
 * transactions) and the in-house studio's own records. Amounts are USDT minor units.
 */

/** A launch of one game by one player: the token the provider presents to the wallet. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    token: text('token').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    gameCode: text('game_code').notNull(),
    market: text('market').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bets need an unexpired token; wins, refunds and round ends are accepted after it (they may arrive late). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A provider's round on the wallet side: what it took and paid. `open` until the provider ends it (a closing win or
 * end_round); a closed round takes no more bets, wins or refunds.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameCode: text('game_code').notNull(),
    status: text('status').notNull().default('open'),
    staked: bigint('staked', { mode: 'bigint' }).notNull().default(sql`0`),
    refunded: bigint('refunded', { mode: 'bigint' }).notNull().default(sql`0`),
    won: bigint('won', { mode: 'bigint' }).notNull().default(sql`0`),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_uq').on(t.provider, t.roundId),
    index('game_rounds_user_idx').on(t.userId, t.id),
    index('game_rounds_closed_idx').on(t.closedAt),
    check('game_rounds_status_ck', sql`${t.status} in ('open', 'closed')`),
    check(
      'game_rounds_amounts_ck',
      sql`${t.staked} >= 0 and ${t.won} >= 0 and ${t.refunded} between 0 and ${t.staked}`,
    ),
  ],
);

/**
 * Every money message a provider sent, keyed by its own transaction id (applied at most once). `request` is the
 * message as received; a repeat with the same fields gets `response` again, one with other fields is refused.
 * A refund of a bet we never saw leaves a row here (`refund_of`), so the bet, if it arrives late, is refused.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    provider: text('provider').notNull(),
    txId: text('tx_id').notNull(),
    /** bet | win | refund */
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** For a refund: the bet's transaction id. */
    refundOf: text('refund_of'),
    /** The fields that make the message what it is; a repeat must match them. */
    fingerprint: text('fingerprint').notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.txId] }),
    uniqueIndex('game_transactions_refund_of_uq').on(t.provider, t.refundOf),
    index('game_transactions_round_idx').on(t.provider, t.roundId),
  ],
);

/**
 * The in-house studio's record of a slot spin, written before its bet is sent: `open` (bet sent), `drawn` (the bet
 * was taken and the board drawn from the player's Fortune seed pair and nonce, verifiable on /fortune/test),
 * `settled` (the win was paid), `refunding` then `refunded` (the bet is returned, nothing drawn: a spin left `open` by a
 * crash or a lost answer), or `refused` (the wallet refused the bet). The studio's recovery finishes spins left
 * `open`, `drawn` or `refunding`.
 */
export const studioSpins = pgTable(
  'studio_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    token: text('token').notNull(),
    lineBet: bigint('line_bet', { mode: 'bigint' }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('open'),
    seedId: bigint('seed_id', { mode: 'number' }).references(() => fortuneSeeds.id),
    nonce: integer('nonce'),
    outcome: jsonb('outcome'),
    win: bigint('win', { mode: 'bigint' }),
    /** The client's Idempotency-Key: a retried spin answers this row. */
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('studio_spins_round_uq').on(t.roundId),
    uniqueIndex('studio_spins_request_uq').on(t.userId, t.game, t.requestKey),
    uniqueIndex('studio_spins_seed_nonce_uq').on(t.seedId, t.nonce),
    index('studio_spins_user_idx').on(t.userId, t.id),
    index('studio_spins_unfinished_idx').on(t.updatedAt).where(sql`${t.status} in ('open', 'drawn', 'refunding')`),
    check(
      'studio_spins_status_ck',
      sql`${t.status} in ('open', 'drawn', 'settled', 'refunding', 'refunded', 'refused')`,
    ),
  ],
);
