import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Invest (issue 20, docs/invest.md): savings products per market and the players' positions. Amounts are USDT minor
 * units (6 decimals). A position keeps the terms it was opened with.
 */
export const investProducts = pgTable(
  'invest_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    name: text('name').notNull(),
    /** fixed | flexible */
    kind: text('kind').notNull(),
    aprBps: integer('apr_bps').notNull(),
    termDays: integer('term_days').notNull().default(0),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    perUserCap: bigint('per_user_cap', { mode: 'bigint' }).notNull(),
    totalCap: bigint('total_cap', { mode: 'bigint' }).notNull(),
    /** Principal of active positions (raised under the product's row lock, lowered when a position closes). */
    subscribed: bigint('subscribed', { mode: 'bigint' }).notNull().default(sql`0`),
    penaltyBps: integer('penalty_bps').notNull().default(0),
    /** open | closed */
    status: text('status').notNull().default('open'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invest_products_market_idx').on(t.market, t.sort),
    check('invest_products_kind_ck', sql`${t.kind} in ('fixed', 'flexible') and ${t.status} in ('open', 'closed')`),
    check(
      'invest_products_terms_ck',
      sql`${t.aprBps} between 0 and 100000 and ${t.penaltyBps} between 0 and 10000 and ${t.minAmount} > 0 and ${t.subscribed} >= 0 and ${t.subscribed} <= ${t.totalCap} and ${t.termDays} >= 0`,
    ),
  ],
);

export const investPositions = pgTable(
  'invest_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => investProducts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    principal: bigint('principal', { mode: 'bigint' }).notNull(),
    aprBps: integer('apr_bps').notNull(),
    penaltyBps: integer('penalty_bps').notNull(),
    /** active | matured | redeemed */
    status: text('status').notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** null for flexible products. */
    maturesAt: timestamp('matures_at', { withTimezone: true }),
    interest: bigint('interest', { mode: 'bigint' }).notNull().default(sql`0`),
    penalty: bigint('penalty', { mode: 'bigint' }).notNull().default(sql`0`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    uniqueIndex('invest_positions_idem_uq').on(t.userId, t.idempotencyKey),
    index('invest_positions_user_idx').on(t.userId, t.id),
    index('invest_positions_due_idx').on(t.status, t.maturesAt),
    check('invest_positions_status_ck', sql`${t.status} in ('active', 'matured', 'redeemed')`),
    check('invest_positions_amount_ck', sql`${t.principal} > 0 and ${t.interest} >= 0 and ${t.penalty} >= 0`),
  ],
);
