import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The market (issue 20, docs/market.md): spot pairs of in-app tokens against USDT. Quantities are base-coin minor
 * units; prices are quote minor units per one whole base coin. Funds of open orders sit in the `market` system account
 * (one per coin); `held` says how much of it each order still owns.
 */

export const marketPairs = pgTable('market_pairs', {
  /** e.g. XGT_USDT */
  symbol: text('symbol').primaryKey(),
  base: text('base').notNull(),
  quote: text('quote').notNull(),
  /** spot | stock */
  kind: text('kind').notNull().default('spot'),
  makerFeeBps: integer('maker_fee_bps').notNull(),
  takerFeeBps: integer('taker_fee_bps').notNull(),
  /** Bumped on every match: the row lock that serialises matching per pair. */
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  active: integer('active').notNull().default(1),
});

export const marketOrders = pgTable(
  'market_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** buy | sell */
    side: text('side').notNull(),
    /** limit | market */
    type: text('type').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    qty: bigint('qty', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    /** What is still held in the market account for this order (quote for buys, base for sells). */
    held: bigint('held', { mode: 'bigint' }).notNull(),
    /** Quote spent (buys) or received before fees (sells). */
    filledQuote: bigint('filled_quote', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | filled | cancelled */
    status: text('status').notNull(),
    /** none | market-unfilled | self-trade | budget | user */
    cancelReason: text('cancel_reason').notNull().default('none'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('market_orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('market_orders_book_idx').on(t.symbol, t.status),
    index('market_orders_user_idx').on(t.userId, t.id),
  ],
);

export const marketTrades = pgTable(
  'market_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    qty: bigint('qty', { mode: 'bigint' }).notNull(),
    quote: bigint('quote', { mode: 'bigint' }).notNull(),
    takerSide: text('taker_side').notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' }),
    takerOrderId: bigint('taker_order_id', { mode: 'number' }),
    buyerFee: bigint('buyer_fee', { mode: 'bigint' }).notNull(),
    sellerFee: bigint('seller_fee', { mode: 'bigint' }).notNull(),
    /** Epoch milliseconds from the market's clock (candles are bucketed from it). */
    tsMs: bigint('ts_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('market_trades_symbol_ts_idx').on(t.symbol, t.tsMs)],
);
