import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in devnet (src/chain/devnet.ts): chain heads, addresses, token balances, NFTs, transactions. */
export const chainHeads = pgTable('chain_heads', {
  chain: text('chain').primaryKey(),
  height: bigint('height', { mode: 'number' }).notNull().default(0),
});

export const chainAddresses = pgTable(
  'chain_addresses',
  {
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chain, t.address] })],
);

export const chainBalances = pgTable(
  'chain_balances',
  {
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    coin: text('coin').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.chain, t.address, t.coin] })],
);

export const chainAllowances = pgTable(
  'chain_allowances',
  {
    chain: text('chain').notNull(),
    owner: text('owner').notNull(),
    spender: text('spender').notNull(),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.owner, t.spender, t.coin] })],
);

export const chainNfts = pgTable(
  'chain_nfts',
  {
    chain: text('chain').notNull(),
    nftId: text('nft_id').notNull(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.nftId] }), index('chain_nfts_owner_idx').on(t.chain, t.owner)],
);

export const chainTxs = pgTable(
  'chain_txs',
  {
    hash: text('hash').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    chain: text('chain').notNull(),
    kind: text('kind').notNull(),
    fromAddr: text('from_addr').notNull(),
    toAddr: text('to_addr').notNull(),
    coin: text('coin'),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    fee: bigint('fee', { mode: 'bigint' }).notNull().default(sql`0`),
    toCoin: text('to_coin'),
    amountOut: bigint('amount_out', { mode: 'bigint' }),
    nftId: text('nft_id'),
    nonce: integer('nonce'),
    signature: text('signature'),
    status: text('status').$type<'pending' | 'confirmed' | 'failed'>().notNull().default('pending'),
    blockHeight: bigint('block_height', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chain_txs_from_idx').on(t.chain, t.fromAddr, t.seq),
    index('chain_txs_to_idx').on(t.chain, t.toAddr, t.seq),
    index('chain_txs_status_idx').on(t.status),
  ],
);
