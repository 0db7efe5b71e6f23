import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The main brand's win games (issue 21, docs/win.md): one row per dice or hi-lo round of the in-house studio, which
 * is one round of the seamless wallet (`round_id`). Amounts are USDT minor units. `draws` lists every draw of the
 * round as `{value, seed_id, nonce}` (dice: one roll; hi-lo: one card per draw, each at its own nonce).
 */
export const winRounds = pgTable(
  'win_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    token: text('token').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }),
    status: text('status').notNull().default('open'),
    /** dice: {chance_bp, side}; hi-lo: {}. */
    params: jsonb('params').notNull().default({}),
    /** hi-lo's guesses, in order. */
    guesses: jsonb('guesses').notNull().default([]),
    draws: jsonb('draws').notNull().default([]),
    /** The client's Idempotency-Key: a retried roll or start answers this row. */
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('win_rounds_round_uq').on(t.roundId),
    uniqueIndex('win_rounds_request_uq').on(t.userId, t.game, t.requestKey),
    // One hi-lo chain at a time per player.
    uniqueIndex('win_rounds_hilo_live_uq')
      .on(t.userId)
      .where(sql`${t.game} = 'hilo' and ${t.status} in ('open', 'playing')`),
    index('win_rounds_user_idx').on(t.userId, t.id),
    index('win_rounds_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('open', 'playing', 'drawn', 'refunding')`),
    check(
      'win_rounds_status_ck',
      sql`${t.status} in ('open', 'playing', 'drawn', 'settled', 'refunding', 'refunded', 'refused')`,
    ),
  ],
);
