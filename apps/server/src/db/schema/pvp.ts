import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * PvP dice duels (issue 21, docs/pvp.md). Amounts are USDT minor units. A queue entry holds its stake on the `pvp`
 * system account from joining until it is left (refund) or its match settles.
 */

/** One player's wait for an opponent: waiting -> matched | left. */
export const pvpQueue = pgTable(
  'pvp_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    market: text('market').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    clientSeed: text('client_seed').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** waiting | matched | left */
    status: text('status').notNull(),
    matchId: bigint('match_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pvp_queue_key').on(t.idempotencyKey),
    uniqueIndex('pvp_queue_one_waiting').on(t.userId).where(sql`status = 'waiting'`),
    index('pvp_queue_pick').on(t.market, t.stake, t.id).where(sql`status = 'waiting'`),
  ],
);

/** A duel: playing -> finished | forfeit | void. Each side rolls once per round; the round advances when both did. */
export const pvpMatches = pgTable(
  'pvp_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    coin: text('coin').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    feeBp: integer('fee_bp').notNull(),
    graceSeconds: integer('grace_seconds').notNull(),
    playerA: bigint('player_a', { mode: 'number' }).notNull(),
    playerB: bigint('player_b', { mode: 'number' }).notNull(),
    clientSeedA: text('client_seed_a').notNull(),
    clientSeedB: text('client_seed_b').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** playing | finished | forfeit | void */
    status: text('status').notNull(),
    rolledA: integer('rolled_a').notNull().default(0),
    rolledB: integer('rolled_b').notNull().default(0),
    lastActionAt: timestamp('last_action_at', { withTimezone: true }).notNull(),
    /** '' while playing; a | b | draw */
    result: text('result').notNull().default(''),
    winnerId: bigint('winner_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('pvp_matches_a').on(t.playerA, t.id),
    index('pvp_matches_b').on(t.playerB, t.id),
    index('pvp_matches_playing').on(t.lastActionAt).where(sql`status = 'playing'`),
  ],
);

/** Players an operator barred from PvP. */
export const pvpBans = pgTable('pvp_bans', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  reason: text('reason').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The operator's match settings (docs/pvp.md, "Configuration"): one row (id 1) once an operator saved them; without it
 * the PVP_* environment settings apply. `stakes` lists whole USDT amounts, comma-separated, ascending.
 */
export const pvpSettings = pgTable(
  'pvp_settings',
  {
    id: integer('id').primaryKey().default(1),
    stakes: text('stakes').notNull(),
    feeBp: integer('fee_bp').notNull(),
    graceSeconds: integer('grace_seconds').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('pvp_settings_one_ck', sql`${t.id} = 1`),
    check('pvp_settings_values_ck', sql`${t.feeBp} between 0 and 2000 and ${t.graceSeconds} between 10 and 3600`),
  ],
);
