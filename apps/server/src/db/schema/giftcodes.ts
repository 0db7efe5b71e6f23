import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The main brand's gift codes (docs/giftcodes.md): players' red packets, funded from their balance into the
 * `escrow` system account when made, and operators' campaign codes, paid by the house when claimed. `claims` only
 * grows under a guarded update (claims < max_claims), so racing claims never pay more than the code holds; a random
 * split's parts are drawn when the packet is made (gift_code_parts), so the n-th claim takes part n.
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    code: text('code').primaryKey(),
    /** packet | campaign */
    kind: text('kind').notNull(),
    creatorUserId: bigint('creator_user_id', { mode: 'number' }).references(() => users.id),
    operatorId: bigint('operator_id', { mode: 'number' }),
    coin: text('coin').notNull(),
    /** fixed | random */
    split: text('split').notNull(),
    /** Funded (packets) or at most paid (campaigns), in minor units. */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** Each claim's amount for a fixed split; 0 for a random one (its parts are in gift_code_parts). */
    amountPerClaim: bigint('amount_per_claim', { mode: 'bigint' }).notNull(),
    maxClaims: integer('max_claims').notNull(),
    claims: integer('claims').notNull().default(0),
    /** Paid out so far. */
    claimed: bigint('claimed', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Given back to the creator when the packet ended. */
    returned: bigint('returned', { mode: 'bigint' }).notNull().default(sql`0`),
    message: text('message').notNull().default(''),
    note: text('note').notNull().default(''),
    /** active | ended */
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_codes_creator_idx').on(t.creatorUserId, t.createdAt),
    index('gift_codes_expiry_idx').on(t.status, t.expiresAt),
    check('gift_codes_kind_ck', sql`${t.kind} in ('packet', 'campaign')`),
    check('gift_codes_split_ck', sql`${t.split} in ('fixed', 'random')`),
    check('gift_codes_status_ck', sql`${t.status} in ('active', 'ended')`),
    check('gift_codes_claims_ck', sql`${t.claims} >= 0 and ${t.claims} <= ${t.maxClaims}`),
    check(
      'gift_codes_money_ck',
      sql`${t.total} > 0 and ${t.claimed} >= 0 and ${t.returned} >= 0 and ${t.claimed} + ${t.returned} <= ${t.total}`,
    ),
    check('gift_codes_owner_ck', sql`${t.kind} <> 'packet' or ${t.creatorUserId} is not null`),
  ],
);

/** A random split's parts, drawn at creation: part `seq` (1-based) goes to the seq-th claimer. */
export const giftCodeParts = pgTable(
  'gift_code_parts',
  {
    code: text('code')
      .notNull()
      .references(() => giftCodes.code),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.seq] }), check('gift_code_parts_amount_ck', sql`${t.amount} > 0`)],
);

/** One claim per player and code (the primary key); `seq` is the claim's place in the code's order. */
export const giftCodeClaims = pgTable(
  'gift_code_claims',
  {
    code: text('code')
      .notNull()
      .references(() => giftCodes.code),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.userId] }),
    uniqueIndex('gift_code_claims_seq_uq').on(t.code, t.seq),
    index('gift_code_claims_user_idx').on(t.userId, t.createdAt),
    check('gift_code_claims_amount_ck', sql`${t.amount} > 0`),
  ],
);
