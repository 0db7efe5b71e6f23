import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Pets (issue 19, docs/pets.md). A pet is an NFT (token_id) with genes; what it earns is computed from its
 * timestamps (games/pets.ts accrued), never ticked. Money is KC minor units through the ledger.
 */
export const pets = pgTable(
  'pets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenId: text('token_id').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    genes: text('genes').notNull(),
    /** common | rare | epic | legendary */
    rarity: text('rarity').notNull(),
    level: integer('level').notNull().default(1),
    /** Stored for the ranking's index; recomputed on every level change (games/pets.ts petPower). */
    power: integer('power').notNull(),
    lastCollectedAt: timestamp('last_collected_at', { withTimezone: true }).notNull(),
    staminaUntil: timestamp('stamina_until', { withTimezone: true }).notNull(),
    buffUntil: timestamp('buff_until', { withTimezone: true }),
    trainingUntil: timestamp('training_until', { withTimezone: true }),
    /** draw | seed */
    source: text('source').notNull(),
    /** The draw's seed pair row (fortune_seeds) and nonce, for its proof. */
    seedId: bigint('seed_id', { mode: 'number' }),
    nonce: integer('nonce'),
    missesBefore: integer('misses_before'),
    /** While rented out: who gets the output, and until when (the return job clears both). */
    renterId: bigint('renter_id', { mode: 'number' }).references(() => users.id),
    rentUntil: timestamp('rent_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The NFT's chain (chain_nfts, nft_id = token_id) and the address the app last saw holding it (null: not minted yet). */
    chain: text('chain').notNull().default('devnet-evm'),
    holder: text('holder'),
    /** A signed chain transfer submitted, waiting for its confirmations: the destination address. */
    transitTo: text('transit_to'),
    /** Set when a chain transfer took the pet to an address no player holds: out of the game (not listed, earns nothing). */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The pet_terms version it was made under (0: DEFAULT_PET_TERMS); it earns and levels by those terms. */
    termsVersion: integer('terms_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('pets_token_uq').on(t.tokenId),
    index('pets_holder_idx').on(t.chain, t.holder),
    // The chain job reads pets in transit and pets out of the game; both are few.
    index('pets_transit_idx').on(t.id).where(sql`${t.transitTo} is not null`),
    index('pets_left_idx').on(t.id).where(sql`${t.leftAt} is not null`),
    index('pets_owner_idx').on(t.ownerId, t.power),
    index('pets_power_idx').on(t.power, t.id),
    index('pets_renter_idx').on(t.renterId),
    check('pets_rarity_ck', sql`${t.rarity} in ('common', 'rare', 'epic', 'legendary')`),
    check('pets_level_ck', sql`${t.level} >= 1`),
  ],
);

/** Per player: draws in a row without epic or better (the pity counter) and draws made. */
export const petPlayers = pgTable('pet_players', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  misses: integer('misses').notNull().default(0),
  draws: integer('draws').notNull().default(0),
  /** The UTC day (YYYY-MM-DD) of the player's last free race (/petGame). */
  freeRaceDay: text('free_race_day'),
});

/**
 * A market listing: sale (price = the whole price) or rent (price = per day, for `days`). open -> sold | rented |
 * delisted; the guarded update from open is what lets exactly one buyer or renter win.
 */
export const petListings = pgTable(
  'pet_listings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    petId: bigint('pet_id', { mode: 'number' })
      .notNull()
      .references(() => pets.id),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** sale | rent */
    kind: text('kind').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    days: integer('days'),
    /** open | sold | rented | delisted */
    status: text('status').notNull().default('open'),
    takerId: bigint('taker_id', { mode: 'number' }).references(() => users.id),
    fee: bigint('fee', { mode: 'bigint' }),
    /** The market fee (basis points) of the terms when listed: a terms change applies to new listings only. */
    feeBps: integer('fee_bps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pet_listings_open_uq').on(t.petId).where(sql`${t.status} = 'open'`),
    index('pet_listings_market_idx').on(t.status, t.kind, t.id),
    index('pet_listings_seller_idx').on(t.sellerId, t.closedAt),
    index('pet_listings_taker_idx').on(t.takerId, t.closedAt),
    check('pet_listings_kind_ck', sql`${t.kind} in ('sale', 'rent')`),
    check('pet_listings_status_ck', sql`${t.status} in ('open', 'sold', 'rented', 'delisted')`),
    check('pet_listings_price_ck', sql`${t.price} > 0`),
  ],
);

/** A rental: its price held in the `pets` system account until the return job pays the owner, once (status). */
export const petRentals = pgTable(
  'pet_rentals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => petListings.id),
    petId: bigint('pet_id', { mode: 'number' })
      .notNull()
      .references(() => pets.id),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    renterId: bigint('renter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    escrow: bigint('escrow', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** active | returned */
    status: text('status').notNull().default('active'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('pet_rentals_due_idx').on(t.status, t.endsAt),
    check('pet_rentals_status_ck', sql`${t.status} in ('active', 'returned')`),
  ],
);

/** The operator's terms (docs/pets.md, "Configuration"): append-only versions; the newest applies to new draws and listings. */
export const petTerms = pgTable('pet_terms', {
  version: integer('version').primaryKey(),
  /** games/pets.ts PetTermsWire. */
  terms: jsonb('terms').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Moves of pet NFTs the pets area has applied, once each by chain transaction hash: `chain` (a player's signed
 * transfer, applied when confirmed: the owner follows the chain), `market` (a sale moved it), `claim` (from the vault to
 * the owner's new wallet address), `mint`.
 */
export const petChainMoves = pgTable(
  'pet_chain_moves',
  {
    txHash: text('tx_hash').primaryKey(),
    petId: bigint('pet_id', { mode: 'number' })
      .notNull()
      .references(() => pets.id),
    kind: text('kind').notNull(),
    fromAddr: text('from_addr'),
    toAddr: text('to_addr').notNull(),
    /** The player holding the destination address; null: the pet left the game. */
    toUserId: bigint('to_user_id', { mode: 'number' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pet_chain_moves_pet_idx').on(t.petId, t.appliedAt)],
);

/** A race on /petGame: entry paid (0 for the free one), place and prize, KC minor units. */
export const petRaces = pgTable(
  'pet_races',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    petId: bigint('pet_id', { mode: 'number' })
      .notNull()
      .references(() => pets.id),
    paid: bigint('paid', { mode: 'bigint' }).notNull(),
    place: integer('place').notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pet_races_user_idx').on(t.userId, t.createdAt, t.id)],
);
