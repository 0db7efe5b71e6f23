import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Vote and stake (issue 20, docs/vote.md): voting rounds on candidates where a vote is a USDT stake held by the `vote`
 * account until the round settles, and the older single-choice polls (one vote per player). Amounts are USDT minor
 * units (6 decimals).
 */
export const voteRounds = pgTable(
  'vote_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    title: text('title').notNull(),
    minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
    /** Paid from the house to the winner's voters at settlement, pro rata, floored; the remainder stays with the house. */
    rewardPool: bigint('reward_pool', { mode: 'bigint' }).notNull().default(sql`0`),
    totalStaked: bigint('total_staked', { mode: 'bigint' }).notNull().default(sql`0`),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** open | settled (the guarded update that pays). */
    status: text('status').notNull().default('open'),
    winnerId: bigint('winner_id', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vote_rounds_market_idx').on(t.market, t.endsAt),
    index('vote_rounds_due_idx').on(t.status, t.endsAt),
    check('vote_rounds_status_ck', sql`${t.status} in ('open', 'settled')`),
    check(
      'vote_rounds_amounts_ck',
      sql`${t.minStake} > 0 and ${t.rewardPool} >= 0 and ${t.totalStaked} >= 0 and ${t.endsAt} > ${t.opensAt}`,
    ),
  ],
);

export const voteCandidates = pgTable(
  'vote_candidates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => voteRounds.id),
    name: text('name').notNull(),
    hue: integer('hue').notNull().default(200),
    glyph: text('glyph').notNull().default('★'),
    staked: bigint('staked', { mode: 'bigint' }).notNull().default(sql`0`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('vote_candidates_round_idx').on(t.roundId, t.sort)],
);

export const voteStakes = pgTable(
  'vote_stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => voteRounds.id),
    candidateId: bigint('candidate_id', { mode: 'number' })
      .notNull()
      .references(() => voteCandidates.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** locked | returned */
    status: text('status').notNull().default('locked'),
    reward: bigint('reward', { mode: 'bigint' }).notNull().default(sql`0`),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vote_stakes_idem_uq').on(t.userId, t.idempotencyKey),
    index('vote_stakes_round_idx').on(t.roundId, t.userId),
    index('vote_stakes_user_idx').on(t.userId, t.id),
    check('vote_stakes_status_ck', sql`${t.status} in ('locked', 'returned')`),
    check('vote_stakes_amount_ck', sql`${t.amount} > 0 and ${t.reward} >= 0`),
  ],
);

export const votePolls = pgTable(
  'vote_polls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    question: text('question').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vote_polls_market_idx').on(t.market, t.id)],
);

export const votePollOptions = pgTable(
  'vote_poll_options',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pollId: bigint('poll_id', { mode: 'number' })
      .notNull()
      .references(() => votePolls.id),
    label: text('label').notNull(),
    votes: integer('votes').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('vote_poll_options_poll_idx').on(t.pollId, t.sort)],
);

export const votePollVotes = pgTable(
  'vote_poll_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pollId: bigint('poll_id', { mode: 'number' })
      .notNull()
      .references(() => votePolls.id),
    optionId: bigint('option_id', { mode: 'number' })
      .notNull()
      .references(() => votePollOptions.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vote_poll_votes_once_uq').on(t.pollId, t.userId)],
);
