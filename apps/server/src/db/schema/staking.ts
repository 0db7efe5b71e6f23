import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Staking for yield (issue 20, docs/staking.md): pools per market, coin and lock option, and the players' positions.
 * Amounts are minor units of the pool's coin. A position keeps the APR and lock it was opened with.
 */
export const stakePools = pgTable(
  'stake_pools',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    coin: text('coin').notNull(),
    aprBps: integer('apr_bps').notNull(),
    /** 0 = flexible. */
    lockDays: integer('lock_days').notNull().default(0),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    /** Principal of positions still earning (raised on stake, lowered on unstake). */
    totalStaked: bigint('total_staked', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | closed */
    status: text('status').notNull().default('open'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stake_pools_market_idx').on(t.market, t.sort),
    check(
      'stake_pools_terms_ck',
      sql`${t.aprBps} between 0 and 100000 and ${t.lockDays} between 0 and 3650 and ${t.minAmount} > 0 and ${t.totalStaked} >= 0 and ${t.status} in ('open', 'closed')`,
    ),
  ],
);

export const stakePositions = pgTable(
  'stake_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => stakePools.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    aprBps: integer('apr_bps').notNull(),
    lockDays: integer('lock_days').notNull(),
    /** staked | cooling | returned */
    status: text('status').notNull().default('staked'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lockEndsAt: timestamp('lock_ends_at', { withTimezone: true }),
    /** Rewards are paid up to this instant (the claim's guard: a claim moves it forward once). */
    accruedFrom: timestamp('accrued_from', { withTimezone: true }).notNull(),
    claimed: bigint('claimed', { mode: 'bigint' }).notNull().default(sql`0`),
    unstakedAt: timestamp('unstaked_at', { withTimezone: true }),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    uniqueIndex('stake_positions_idem_uq').on(t.userId, t.idempotencyKey),
    index('stake_positions_user_idx').on(t.userId, t.id),
    index('stake_positions_due_idx').on(t.status, t.releaseAt),
    check('stake_positions_status_ck', sql`${t.status} in ('staked', 'cooling', 'returned')`),
    check('stake_positions_amount_ck', sql`${t.amount} > 0 and ${t.claimed} >= 0`),
  ],
);
