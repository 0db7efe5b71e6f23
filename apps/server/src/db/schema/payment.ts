import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Payments (issue 14): quotes that fix a rate for a while, recharge and withdrawal orders with their status history,
 * every webhook received (raw, before anything is done with it) and the sandbox provider's own payments.
 * Fiat amounts are cents; coin amounts the coin's minor units.
 */
export const paymentQuotes = pgTable('payment_quotes', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  direction: text('direction').notNull(),
  market: text('market').notNull(),
  channel: text('channel').notNull(),
  currency: text('currency').notNull(),
  fiatCents: bigint('fiat_cents', { mode: 'bigint' }).notNull(),
  feeCents: bigint('fee_cents', { mode: 'bigint' }).notNull(),
  coin: text('coin').notNull(),
  coinAmount: bigint('coin_amount', { mode: 'bigint' }).notNull(),
  rateE4: bigint('rate_e4', { mode: 'bigint' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** Which brand's page placed the order: main | fortune (a Fortune recharge may earn its first-deposit bonus). */
    brand: text('brand').notNull().default('main'),
    status: text('status').notNull(),
    quoteId: text('quote_id')
      .notNull()
      .unique()
      .references(() => paymentQuotes.id),
    market: text('market').notNull(),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    currency: text('currency').notNull(),
    fiatCents: bigint('fiat_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' }).notNull(),
    coin: text('coin').notNull(),
    coinAmount: bigint('coin_amount', { mode: 'bigint' }).notNull(),
    /** How much of a paid recharge the provider has given back so far (partial refunds add up to fiat_cents). */
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    checkoutUrl: text('checkout_url').notNull().default(''),
    /** The app path the provider's page returns to (a recharge started from a game's money page, say). */
    returnPath: text('return_path'),
    instructions: jsonb('instructions').notNull().default([]),
    late: boolean('late').notNull().default(false),
    reason: text('reason').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_orders_provider_ref_uq').on(t.provider, t.providerRef),
    index('payment_orders_status_idx').on(t.status, t.expiresAt),
  ],
);

export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_order_events_order_idx').on(t.orderId, t.at)],
);

/** Every webhook as received; `processed_at` is set in the transaction that applies it, so a crash re-applies it. */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    result: text('result').notNull().default('received'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_webhooks_event_uq').on(t.provider, t.eventId)],
);

/** The sandbox provider's side: its payments and the webhook deliveries it still owes. */
export const paymentSandbox = pgTable('payment_sandbox', {
  ref: text('ref').primaryKey(),
  orderId: text('order_id').notNull(),
  currency: text('currency').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  /** The refund requests carried out, by their ids: a retried request is one refund. */
  refundIds: jsonb('refund_ids').$type<string[]>().notNull().default([]),
  status: text('status').notNull(),
  deliveries: integer('deliveries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved payout accounts; the number is kept whole (payouts need it) and shown masked. */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    channel: text('channel').notNull(),
    holder: text('holder').notNull(),
    number: text('number').notNull(),
    usableFrom: timestamp('usable_from', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_accounts_uq').on(t.userId, t.channel, t.number)],
);

/** A withdrawal's hold and where it goes (one row per withdrawal order). */
export const paymentWithdrawals = pgTable('payment_withdrawals', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => paymentOrders.id),
  holdId: bigint('hold_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => paymentAccounts.id),
  /** Why it waits for an operator: first_withdrawal, above_threshold ('' when it does not). */
  reviewReason: text('review_reason').notNull().default(''),
  decidedBy: bigint('decided_by', { mode: 'number' }),
});

/** A player's deposit address per chain (crypto recharges): derived once, kept, never reused for another player. */
export const paymentDepositAddresses = pgTable(
  'payment_deposit_addresses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chain] }),
    uniqueIndex('payment_deposit_addresses_addr_uq').on(t.chain, t.address),
  ],
);

/** Each chain transaction credited as a deposit: the hash as key, so a deposit is credited once. */
export const paymentDeposits = pgTable('payment_deposits', {
  txHash: text('tx_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  chain: text('chain').notNull(),
  coin: text('coin').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  creditedAt: timestamp('credited_at', { withTimezone: true }).notNull().defaultNow(),
});
