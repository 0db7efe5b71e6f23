import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
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
 * Fortune, the casino-style sub-brand (issue 16, docs/fortune.md). Its cash is the player's USDT ledger account;
 * a locked bonus sits in the `bonus` system account until its wagering is met. Amounts are USDT minor units.
 */

/** A player who registered on the sub-brand (register), with their responsible-gambling settings. */
export const fortunePlayers = pgTable('fortune_players', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  market: text('market').notNull(),
  ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
  /** Minutes between reality checks; 0 is off. */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
  gaClientId: text('ga_client_id').notNull().default(''),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sub-brand is off in every market until an operator enables it; per-market game rules live here too. */
export const fortuneMarkets = pgTable('fortune_markets', {
  market: text('market').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Shortest time between two paid slot spins (UKGC: 2500 ms); 0 for none. */
  minSpinMs: integer('min_spin_ms').notNull().default(0),
  autoplay: boolean('autoplay').notNull().default(true),
  turbo: boolean('turbo').notNull().default(true),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Seed pairs of the provably fair scheme: the server seed is shown only as its SHA-256 until the player rotates the
 * pair; `nonce` is the next nonce to use. One active pair per player.
 */
export const fortuneSeeds = pgTable(
  'fortune_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fortune_seeds_active_uq').on(t.userId).where(sql`${t.active}`),
    index('fortune_seeds_hash_idx').on(t.serverSeedHash),
  ],
);

/** Every paying random outcome (lucky spin, free lottery): its seed pair, nonce, outcome and what it paid. */
export const fortuneDraws = pgTable(
  'fortune_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** lucky_spin | free_lottery */
    game: text('game').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fortuneSeeds.id),
    nonce: integer('nonce').notNull(),
    /** The index the verifier reproduces: a prize-table row (spin) or a roll (lottery). */
    outcome: integer('outcome').notNull(),
    prize: jsonb('prize').notNull(),
    /** The client's Idempotency-Key: a retried request answers this row. */
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fortune_draws_request_uq').on(t.userId, t.game, t.requestKey),
    uniqueIndex('fortune_draws_seed_nonce_uq').on(t.seedId, t.nonce),
    index('fortune_draws_user_idx').on(t.userId, t.id),
  ],
);

/** Chances to play a free game: `free_used` of the day's free chances, plus extra chances earned by actions. */
export const fortuneChances = pgTable(
  'fortune_chances',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    freeDay: date('free_day', { mode: 'string' }).notNull(),
    freeUsed: integer('free_used').notNull().default(0),
    extra: integer('extra').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game] }), check('fortune_chances_extra_ck', sql`${t.extra} >= 0`)],
);

/** Extra chances earned by an action, once per (player, game, source). */
export const fortuneChanceGrants = pgTable(
  'fortune_chance_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    source: text('source').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fortune_chance_grants_uq').on(t.userId, t.game, t.source)],
);

/**
 * Bonus money, locked until `wagered` reaches `wager_required`. While locked its amount sits in the `bonus` system
 * account (the ledger check compares the two); unlock moves it to the player, expiry back to the house.
 */
export const fortuneBonuses = pgTable(
  'fortune_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wagerRequired: bigint('wager_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    /** locked | unlocked | expired */
    status: text('status').notNull().default('locked'),
    /** first_deposit | lucky_spin | free_lottery | gift_code | ... */
    source: text('source').notNull(),
    /** Makes a grant once-only (an order id, a draw id). */
    sourceRef: text('source_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fortune_bonuses_source_uq').on(t.source, t.sourceRef),
    index('fortune_bonuses_user_idx').on(t.userId, t.status),
    check('fortune_bonuses_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Wager volume per player, day and coin: the source of VIP levels, rakeback and wagering progress. */
export const fortuneWagerDays = pgTable(
  'fortune_wager_days',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    coin: text('coin').notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Stakes minus wins: what the player lost that day (negative when they won). */
    net: bigint('net', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.coin] })],
);

/** VIP rewards paid: a level-up reward once per level, rakeback once per period. */
export const fortuneVipClaims = pgTable(
  'fortune_vip_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** level_up | rakeback */
    kind: text('kind').notNull(),
    /** The level (level_up) or the period's first day (rakeback). */
    ref: text('ref').notNull(),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.ref] })],
);

/**
 * Limits the player sets (deposit, loss, wager per day, week or month). A lower amount applies at once; a higher one
 * waits in `pending_amount` until `pending_from` (24 hours later).
 */
export const fortuneLimits = pgTable(
  'fortune_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** deposit | loss | wager */
    kind: text('kind').notNull(),
    /** day | week | month */
    period: text('period').notNull(),
    /** null: no limit. */
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    /** When a raise (or a removal, pending_amount null with this set) takes effect. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/** Time-outs and self-exclusions: in force from creation until `ends_at`, never shortened. */
export const fortuneExclusions = pgTable(
  'fortune_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** timeout | self_exclusion */
    kind: text('kind').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fortune_exclusions_user_idx').on(t.userId, t.endsAt)],
);

/** Attribution events the sub-brand reports (report_user_action). */
export const fortuneUserActions = pgTable(
  'fortune_user_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fortune_user_actions_user_idx').on(t.userId, t.id)],
);

/**
 * Gift codes: an operator's campaign code (paid by the house) or a streamer's webcast code (funded from their own
 * cash into the `escrow` system account at creation, the unclaimed rest returned at expiry). Each player claims a
 * code once; `claims` never passes `max_claims`.
 */
export const fortuneGiftCodes = pgTable(
  'fortune_gift_codes',
  {
    code: text('code').primaryKey(),
    /** operator | webcast */
    kind: text('kind').notNull(),
    creatorUserId: bigint('creator_user_id', { mode: 'number' }).references(() => users.id),
    operatorId: bigint('operator_id', { mode: 'number' }),
    /** cash | bonus (a bonus is locked with `wager_multiplier`) */
    prizeKind: text('prize_kind').notNull().default('cash'),
    amountPerClaim: bigint('amount_per_claim', { mode: 'bigint' }).notNull(),
    wagerMultiplier: integer('wager_multiplier').notNull().default(0),
    maxClaims: integer('max_claims').notNull(),
    claims: integer('claims').notNull().default(0),
    /** Empty: every open market. */
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    /** active | ended */
    status: text('status').notNull().default('active'),
    note: text('note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('fortune_gift_codes_creator_idx').on(t.creatorUserId, t.createdAt),
    check('fortune_gift_codes_claims_ck', sql`${t.claims} >= 0 and ${t.claims} <= ${t.maxClaims}`),
  ],
);

export const fortuneGiftClaims = pgTable(
  'fortune_gift_claims',
  {
    code: text('code')
      .notNull()
      .references(() => fortuneGiftCodes.code),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

/**
 * Real-time prize drops: for a window, the first `winners` players who meet the requirement (wagered today) claim
 * `amount` each, once; the billboard shows recent winners, names masked.
 */
export const fortuneRtPrizes = pgTable(
  'fortune_rt_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    winners: integer('winners').notNull(),
    claimed: integer('claimed').notNull().default(0),
    /** Wagered today (USDT minor units) needed to claim. */
    minWager: bigint('min_wager', { mode: 'bigint' }).notNull().default(sql`0`),
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fortune_rt_prizes_window_idx').on(t.startsAt, t.endsAt),
    check('fortune_rt_prizes_claimed_ck', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.winners}`),
  ],
);

export const fortuneRtPrizeClaims = pgTable(
  'fortune_rt_prize_claims',
  {
    prizeId: bigint('prize_id', { mode: 'number' })
      .notNull()
      .references(() => fortuneRtPrizes.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.prizeId, t.userId] }), index('fortune_rt_prize_claims_at_idx').on(t.createdAt)],
);

/** Popups operators configure: targeting (markets, VIP range, new players), a frequency cap and a deep link. */
export const fortunePopups = pgTable('fortune_popups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
  /** An image of the app's own (a path under /fortune/). */
  image: text('image').notNull().default(''),
  /** An in-app path, e.g. /fortune/money/pay. */
  deepLink: text('deep_link').notNull().default(''),
  markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
  minVip: integer('min_vip').notNull().default(0),
  maxVip: integer('max_vip').notNull().default(10),
  /** Only players who joined within this many days; 0 for everyone. */
  newWithinDays: integer('new_within_days').notNull().default(0),
  /** Shown at most this many times per player... */
  maxShows: integer('max_shows').notNull().default(1),
  /** ...and not again within this many hours. */
  everyHours: integer('every_hours').notNull().default(24),
  priority: integer('priority').notNull().default(0),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fortunePopupViews = pgTable(
  'fortune_popup_views',
  {
    popupId: bigint('popup_id', { mode: 'number' })
      .notNull()
      .references(() => fortunePopups.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    shows: integer('shows').notNull().default(0),
    lastShownAt: timestamp('last_shown_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.userId] })],
);

/**
 * Share-to-unlock links (get_pdd_share_data): a cash target that friends' help fills, each friend once, before the
 * link expires; paid once when full.
 */
export const fortuneShareLinks = pgTable(
  'fortune_share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | paid | expired */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('fortune_share_links_user_idx').on(t.userId, t.createdAt),
    check('fortune_share_links_progress_ck', sql`${t.progress} >= 0 and ${t.progress} <= ${t.target}`),
  ],
);

export const fortuneShareHelps = pgTable(
  'fortune_share_helps',
  {
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => fortuneShareLinks.id),
    helperUserId: bigint('helper_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** join (a new player registered through the link) | help (an existing player tapped help) */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.helperUserId] })],
);
