import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The console's game settings (docs/ops.md "Game settings", migration 0028): an operator's switch per provider and,
 * per game, a switch and the bet limits in USDT minor units. Without a row the code's defaults apply (a provider is
 * on when its secret and launch URL are configured; a game's limits are the catalogue's).
 */
export const gameProviderSettings = pgTable('game_provider_settings', {
  provider: text('provider').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const gameSettings = pgTable(
  'game_settings',
  {
    gameCode: text('game_code').primaryKey(),
    enabled: boolean('enabled').notNull(),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('game_settings_bets_ck', sql`${t.minBet} > 0 and ${t.minBet} <= ${t.maxBet}`)],
);
