import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The task service (issue 13): the catalogue (categories, products, offers, steps) and the life of a task (takes,
 * completions from offer networks, every postback received, audits of screenshots, click-tracking events).
 * Localized texts are jsonb objects {locale: text}; readers fall back to en-US. Markets are lower-case country codes;
 * an empty array means every market. Rewards are minor units of the coin (KC has 2 decimals).
 */
export type LocalizedText = Record<string, string>;

export const taskCategories = pgTable('task_categories', {
  /** A slug: rpg, casual, puzzle, strategy, apps, web3, ... */
  id: text('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});

export const taskProducts = pgTable(
  'task_products',
  {
    /** productId on the wire. */
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: text('category_id')
      .notNull()
      .references(() => taskCategories.id),
    /** game | app | web3 */
    productType: text('product_type').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    /** Every title lower-cased, one per line: what /game_tab/search matches a keyword against. */
    searchText: text('search_text').notNull(),
    /** URL path of the product's artwork (served by the task service). */
    icon: text('icon').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    store: jsonb('store').$type<{ android?: string; ios?: string; web?: string }>().notNull().default(sql`'{}'::jsonb`),
    /** Rating times ten (45 = 4.5 stars). */
    rating: integer('rating').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_products_category_pop_idx').on(t.categoryId, t.popularity.desc(), t.id).where(sql`${t.active}`),
    index('task_products_pop_idx').on(t.popularity.desc(), t.id).where(sql`${t.active}`),
    index('task_products_new_idx').on(t.createdAt.desc(), t.id).where(sql`${t.active}`),
    index('task_products_type_pop_idx').on(t.productType, t.popularity.desc(), t.id).where(sql`${t.active}`),
  ],
);

export const taskOffers = pgTable(
  'task_offers',
  {
    /** xbOfferId on the wire. */
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => taskProducts.id),
    parentId: integer('parent_id').references((): AnyPgColumn => taskOffers.id),
    /** cpl | audit | download | welfare */
    kind: text('kind').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    /** builtin | ayet */
    network: text('network').notNull().default('builtin'),
    /** The offer's id at its network (what the network's postbacks name). */
    networkOfferId: text('network_offer_id'),
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    /** Completions per day across players; 0 = no cap. */
    dailyCap: integer('daily_cap').notNull().default(0),
    /** Completions per day of one player; 0 = no cap. */
    userDailyCap: integer('user_daily_cap').notNull().default(0),
    /** Days a take stays open, counted from take time. */
    expireDays: integer('expire_days').notNull().default(7),
    /** Fewest seconds between take and a completion the network reports (faster is refused as implausible). */
    minSeconds: integer('min_seconds').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The offer's schedule (the console): outside [starts_at, ends_at) it is not listed nor taken; null = open. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('task_offers_window_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index('task_offers_product_idx').on(t.productId, t.sort, t.id),
    index('task_offers_parent_idx').on(t.parentId, t.sort, t.id),
    uniqueIndex('task_offers_network_uq').on(t.network, t.networkOfferId).where(sql`${t.networkOfferId} is not null`),
  ],
);

export const taskOfferSteps = pgTable(
  'task_offer_steps',
  {
    /** stepId on the wire. */
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => taskOffers.id),
    seq: integer('seq').notNull(),
    /** Machine-readable goal: level:10, purchase:1, minutes:30, install, open, checkin, ... */
    goal: text('goal').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    rewardKc: bigint('reward_kc', { mode: 'bigint' }).notNull(),
    rewardTokenCoin: text('reward_token_coin'),
    rewardToken: bigint('reward_token', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('task_offer_steps_seq_uq').on(t.offerId, t.seq),
    check('task_offer_steps_kc_ck', sql`${t.rewardKc} >= 0`),
  ],
);

/** A player's take of an offer: one row per (user, offer); a retake after expiry updates it with a new click id. */
export const taskTakes = pgTable(
  'task_takes',
  {
    clickId: text('click_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => taskOffers.id),
    deviceId: text('device_id').notNull().default(''),
    market: text('market').notNull(),
    link: text('link').notNull(),
    parentId: integer('parent_id'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** active | done | expired */
    status: text('status').notNull().default('active'),
  },
  (t) => [
    uniqueIndex('task_takes_user_offer_uq').on(t.userId, t.offerId),
    index('task_takes_user_taken_idx').on(t.userId, t.takenAt),
  ],
);

/** A step completed: from a network's postback or an approved audit. Paid once per (user, step) and per device. */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clickId: text('click_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => taskOffers.id),
    stepId: integer('step_id')
      .notNull()
      .references(() => taskOfferSteps.id),
    deviceId: text('device_id').notNull().default(''),
    network: text('network').notNull(),
    networkTxnId: text('network_txn_id').notNull(),
    /** paid | pending_audit | rejected | reversed */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    coin: text('coin').notNull().default('KC'),
    tokenCoin: text('token_coin'),
    tokenAmount: bigint('token_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('task_completions_txn_uq').on(t.network, t.networkTxnId),
    uniqueIndex('task_completions_user_step_paid_uq').on(t.userId, t.stepId).where(sql`${t.status} = 'paid'`),
    uniqueIndex('task_completions_device_step_paid_uq')
      .on(t.deviceId, t.stepId)
      .where(sql`${t.status} = 'paid' and ${t.deviceId} <> ''`),
    index('task_completions_user_idx').on(t.userId, t.createdAt),
    index('task_completions_user_offer_idx').on(t.userId, t.offerId),
    index('task_completions_offer_day_idx').on(t.offerId, t.createdAt),
    index('task_completions_click_idx').on(t.clickId),
  ],
);

/** Every callback received from an offer network, refused ones with their reason. */
export const taskPostbacks = pgTable(
  'task_postbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    network: text('network').notNull(),
    txnId: text('txn_id').notNull().default(''),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** accepted | duplicate | refused */
    verdict: text('verdict').notNull(),
    reason: text('reason').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_postbacks_txn_idx').on(t.network, t.txnId),
    index('task_postbacks_received_idx').on(t.receivedAt),
  ],
);

/** A screenshot and text a player submits for review of an audit step. */
export const taskAudits = pgTable(
  'task_audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clickId: text('click_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => taskOffers.id),
    stepId: integer('step_id')
      .notNull()
      .references(() => taskOfferSteps.id),
    content: text('content').notNull().default(''),
    imageKey: text('image_key').notNull().default(''),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_audits_user_offer_idx').on(t.userId, t.offerId, t.createdAt),
    index('task_audits_status_idx').on(t.status, t.createdAt),
  ],
);

/** Click-tracking and analytics events (report_ev, cccttt, offer statistics). */
export const taskEvents = pgTable(
  'task_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    /** report_ev | cccttt | stats */
    kind: text('kind').notNull(),
    clickId: text('click_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_events_kind_idx').on(t.kind, t.createdAt), index('task_events_click_idx').on(t.clickId)],
);

/** What /cpl/init last recorded for a player: market and device, for the fraud rules of take and postbacks. */
export const taskInits = pgTable('task_inits', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  market: text('market').notNull(),
  deviceId: text('device_id').notNull().default(''),
  env: jsonb('env').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  initedAt: timestamp('inited_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A reversal the player's balance could not cover: the shortfall, repaid first from later task income. Optional
 * for the lifecycle code (it may model the debt in the ledger instead).
 */
export const taskDebts = pgTable(
  'task_debts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    /** What is still owed, minor units. */
    outstanding: bigint('outstanding', { mode: 'bigint' }).notNull(),
    original: bigint('original', { mode: 'bigint' }).notNull(),
    /** The reversal it came from: `task-rev:<network>:<txn_id>`. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('task_debts_open_idx').on(t.userId, t.coin).where(sql`${t.outstanding} > 0`),
    check('task_debts_outstanding_ck', sql`${t.outstanding} >= 0`),
  ],
);

/** Daily check-ins of the welfare page: one row per player and UTC day, with the streak it made. */
export const taskCheckins = pgTable(
  'task_checkins',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    kc: bigint('kc', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
