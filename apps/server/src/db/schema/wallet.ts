import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A player's bound addresses and key shares (encrypted at rest, AES-256-GCM under the server key). */
export const walletKeys = pgTable('wallet_keys', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  walletAddr: text('wallet_addr'),
  walletAddrSol: text('wallet_addr_sol'),
  walletAddrTon: text('wallet_addr_ton'),
  fragCipher: text('frag_cipher'),
  fragAt: timestamp('frag_at', { withTimezone: true }),
  shardCipher: text('shard_cipher'),
  shardAt: timestamp('shard_at', { withTimezone: true }),
  driveFileId: text('drive_file_id'),
  driveFileName: text('drive_file_name'),
  driveEmail: text('drive_email'),
  driveAt: timestamp('drive_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fee and rate quotes: honoured exactly until `expires_at`, usable once. */
export const walletQuotes = pgTable(
  'wallet_quotes',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** Hash of the request fields the quote was made for; executing needs the same fields. */
    paramsHash: text('params_hash').notNull(),
    terms: jsonb('terms').$type<Record<string, string | number>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_quotes_user_idx').on(t.userId)],
);

/** In-app to on-chain withdrawals: a ledger hold plus a devnet transaction. */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    chain: text('chain').notNull(),
    toAddress: text('to_address').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).notNull(),
    txHash: text('tx_hash'),
    status: text('status').$type<'pending' | 'posted' | 'voided'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_withdrawals_user_idx').on(t.userId, t.id), index('wallet_withdrawals_tx_idx').on(t.txHash)],
);
