import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { operators } from './ops.ts';
import { taskProducts } from './task.ts';
import { users } from './users.ts';

/**
 * Recharge rebate campaigns (docs/payments.md "Recharge rebate"): one market, a window, tiers frozen at creation
 * (threshold in USDT minor units, percentage in basis points, KC bonus in KC minor units). Windows of one market
 * never overlap (checked under an advisory lock when an operator makes one).
 */
export interface RebateTierRow {
  threshold: string;
  bps: number;
  kc: string;
}

export const rechargeRebateCampaigns = pgTable(
  'recharge_rebate_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    tiers: jsonb('tiers').$type<RebateTierRow[]>().notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recharge_rebate_campaigns_market_idx').on(t.market, t.startsAt)],
);

/** One row per paid tier: the primary key makes a tier's bonus once-only, written with its ledger transfer. */
export const rechargeRebateClaims = pgTable(
  'recharge_rebate_claims',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => rechargeRebateCampaigns.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tier: integer('tier').notNull(),
    kc: bigint('kc', { mode: 'bigint' }).notNull(),
    /** USDT (minor) the player had recharged in the window when claiming. */
    progress: bigint('progress', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId, t.tier] })],
);

/**
 * Game top-up merchants (docs/topup.md): who sells a catalogue game's in-game currency, how to reach them
 * (`adapter` sandbox or http, `base_url`), the secret both sides sign with, and their game-account rule.
 */
export const topupMerchants = pgTable('topup_merchants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  productId: integer('product_id')
    .notNull()
    .references(() => taskProducts.id),
  adapter: text('adapter').notNull().default('sandbox'),
  baseUrl: text('base_url').notNull().default(''),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A top-up: created -> paid (held) -> delivered (captured) | failed (released). */
export const topupOrders = pgTable(
  'topup_orders',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => topupMerchants.id),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    packageName: text('package_name').notNull(),
    accountId: text('account_id').notNull(),
    coin: text('coin').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }),
    /** The merchant's reference once it accepted the delivery. */
    merchantRef: text('merchant_ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('topup_orders_idem_uq').on(t.userId, t.idempotencyKey),
    index('topup_orders_user_idx').on(t.userId, t.createdAt),
    index('topup_orders_open_idx').on(t.status, t.nextAttemptAt).where(sql`${t.status} = 'paid'`),
  ],
);

/** Every merchant callback as received (a repeated event id is a duplicate). */
export const topupCallbacks = pgTable(
  'topup_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    result: text('result').notNull().default('received'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('topup_callbacks_event_uq').on(t.merchantId, t.eventId)],
);

/** The sandbox merchant's side: its catalogue and the deliveries it took (one per our order id). */
export const topupSandboxPackages = pgTable(
  'topup_sandbox_packages',
  {
    merchantId: text('merchant_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    bonus: integer('bonus').notNull().default(0),
    unit: text('unit').notNull(),
    /** US cents. */
    priceCents: integer('price_cents').notNull(),
    /** The game's account rule and how it names the account. */
    accountPattern: text('account_pattern').notNull(),
    accountLabel: text('account_label').notNull(),
    accountExample: text('account_example').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.sku] })],
);

export const topupSandboxDeliveries = pgTable(
  'topup_sandbox_deliveries',
  {
    merchantId: text('merchant_id').notNull(),
    orderId: text('order_id').notNull(),
    ref: text('ref').notNull(),
    sku: text('sku').notNull(),
    accountId: text('account_id').notNull(),
    /** accepted | delivered | failed */
    status: text('status').notNull(),
    /** Delivery requests received for this order id (a retried request is the same delivery). */
    requests: integer('requests').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.orderId] })],
);
