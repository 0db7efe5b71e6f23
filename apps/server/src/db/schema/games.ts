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

/**
 * turbo's hash chains (packages/contract/src/games/turbo.ts): `commitment` (the chain's last link) and `salt` are
 * public from the start; `seed` (the first link) stays secret, and each game's hash is revealed when it crashes.
 */
export const turboChains = pgTable('turbo_chains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seed: text('seed').notNull(),
  commitment: text('commitment').notNull(),
  salt: text('salt').notNull(),
  length: integer('length').notNull(),
  /** Game number of this chain's game 1 (games of later chains continue the count). */
  firstGame: integer('first_game').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One round of turbo: betting until `betting_ends_at`, then running from `started_at` until it crashes. */
export const turboGames = pgTable(
  'turbo_games',
  {
    game: integer('game').primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => turboChains.id),
    hash: text('hash').notNull(),
    /** Crash point in hundredths (235 = 2.35x). */
    crash: integer('crash').notNull(),
    phase: text('phase').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
  },
  (t) => [check('turbo_games_phase_ck', sql`${t.phase} in ('betting', 'running', 'crashed')`)],
);

/**
 * A player's bet in a turbo game, one per game: `open` (sent to the wallet), `placed` (taken), `cashing` then
 * `cashed` (cashed out at `cashout`), `losing` then `lost` (the game crashed first), `refused`, or `refunding` then
 * `refunded` (its bet answer never came).
 */
export const turboBets = pgTable(
  'turbo_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: integer('game')
      .notNull()
      .references(() => turboGames.game),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    token: text('token').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Cash out automatically at this multiplier (hundredths), if set. */
    autoCashout: integer('auto_cashout'),
    cashout: integer('cashout'),
    win: bigint('win', { mode: 'bigint' }),
    status: text('status').notNull().default('open'),
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('turbo_bets_game_user_uq').on(t.game, t.userId),
    uniqueIndex('turbo_bets_request_uq').on(t.userId, t.requestKey),
    index('turbo_bets_user_idx').on(t.userId, t.id),
    check(
      'turbo_bets_status_ck',
      sql`${t.status} in ('open', 'placed', 'cashing', 'cashed', 'losing', 'lost', 'refused', 'refunding', 'refunded')`,
    ),
  ],
);
