import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The prize pool (docs/pool.md). Stakes are KC minor units, the pool's money USDT minor units; the money itself is
 * in the ledger (`pool` system account): these tables say whose it is and what each period owes.
 */

/**
 * One row per period. Exactly one is `open` (stakes and unstakes record it); the job closes it at `ends_at` (or an
 * operator earlier), funds it from the ledger and writes its payouts (`paying`), pays them and marks it `settled`.
 * `paid + dust = carried_in + funded` once settled; `dust` is the next period's `carried_in`.
 */
export const poolPeriods = pgTable(
  'pool_periods',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    shareBps: integer('share_bps').notNull().default(0),
    feesEarned: bigint('fees_earned', { mode: 'bigint' }).notNull().default(sql`0`),
    houseEarned: bigint('house_earned', { mode: 'bigint' }).notNull().default(sql`0`),
    funded: bigint('funded', { mode: 'bigint' }).notNull().default(sql`0`),
    carriedIn: bigint('carried_in', { mode: 'bigint' }).notNull().default(sql`0`),
    paid: bigint('paid', { mode: 'bigint' }).notNull().default(sql`0`),
    dust: bigint('dust', { mode: 'bigint' }).notNull().default(sql`0`),
    totalCounted: bigint('total_counted', { mode: 'bigint' }).notNull().default(sql`0`),
    holders: integer('holders').notNull().default(0),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pool_periods_one_open_uq').on(t.status).where(sql`${t.status} = 'open'`),
    index('pool_periods_status_idx').on(t.status, t.id),
    check('pool_periods_status_ck', sql`${t.status} in ('open', 'closed', 'paying', 'settled')`),
    check(
      'pool_periods_balanced_ck',
      sql`${t.status} <> 'settled' or ${t.paid} + ${t.dust} = ${t.carriedIn} + ${t.funded}`,
    ),
    check(
      'pool_periods_amounts_ck',
      sql`${t.funded} >= 0 and ${t.carriedIn} >= 0 and ${t.paid} >= 0 and ${t.dust} >= 0`,
    ),
  ],
);

/** Each player's KC staked now (the ledger's `pool` KC account holds the sum). */
export const poolStakes = pgTable(
  'pool_stakes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pool_stakes_amount_ck', sql`${t.amount} >= 0`)],
);

/**
 * Every stake and unstake, with the period open when it happened and the stake after it: a period counts each
 * holder's lowest stake during it (the stake when it opened, lowered by any unstake in it).
 */
export const poolStakeEvents = pgTable(
  'pool_stake_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    periodId: integer('period_id')
      .notNull()
      .references(() => poolPeriods.id),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pool_stake_events_user_idx').on(t.userId, t.id),
    index('pool_stake_events_period_idx').on(t.periodId, t.userId),
    check('pool_stake_events_balance_ck', sql`${t.balanceAfter} >= 0 and ${t.delta} <> 0`),
  ],
);

/** What a period owes each holder, written when it is funded; `paid_at` is set in the transaction that pays it. */
export const poolPayouts = pgTable(
  'pool_payouts',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => poolPeriods.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    counted: bigint('counted', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.userId] }),
    index('pool_payouts_user_idx').on(t.userId, t.periodId),
    index('pool_payouts_unpaid_idx').on(t.periodId).where(sql`${t.paidAt} is null`),
    check('pool_payouts_amounts_ck', sql`${t.counted} > 0 and ${t.amount} >= 0`),
  ],
);
