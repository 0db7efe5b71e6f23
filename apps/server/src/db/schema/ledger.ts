import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (DESIGN.md section 7, docs/money.md). Amounts are bigint minor units of one coin.
 * A user account belongs to (user_id, coin); a system account to (system, coin). Only system accounts
 * may go negative (issuance is the mirror of every coin ever given out), so per coin the sum is zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    system: text('system'),
    coin: text('coin').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_coin_uq').on(t.userId, t.coin).where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_system_coin_uq').on(t.system, t.coin).where(sql`${t.system} is not null`),
    check('ledger_accounts_owner_ck', sql`(${t.userId} is null) <> (${t.system} is null)`),
    check('ledger_accounts_balance_ck', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** Immutable: never updated, never deleted. A correction is a new transfer. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** Unique per leg: `<scope>:<key>:<leg>`; a replay cannot write a second row. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idem_uq').on(t.idempotencyKey),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    check('ledger_transfers_amount_ck', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_ck', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * Two-phase holds: the held amount sits in the `pending` system account (moved there by `hold_transfer_id`)
 * until it is posted to its destination or voided back, each by a new transfer.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    coin: text('coin').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'pending' | 'posted' | 'voided'>().notNull().default('pending'),
    reference: text('reference').notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    resolveTransferId: bigint('resolve_transfer_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('ledger_holds_account_idx').on(t.accountId, t.status),
    index('ledger_holds_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** Idempotency of money-moving calls: the request hash and the first answer, per user and key. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** USDT price of each coin over time, 1e-8 USDT units; the latest row at or before now is the price. */
export const priceHistory = pgTable(
  'price_history',
  {
    coin: text('coin').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    priceE8: bigint('price_e8', { mode: 'bigint' }).notNull(),
    source: text('source').notNull().default('seed'),
  },
  (t) => [primaryKey({ columns: [t.coin, t.at] })],
);
