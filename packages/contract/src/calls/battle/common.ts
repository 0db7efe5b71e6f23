import * as z from 'zod/mini';

/** Where battle points come from (docs/battle.md). */
export const BATTLE_SOURCES = ['play', 'sudoku', 'ops'] as const;
export type BattleSource = (typeof BATTLE_SOURCES)[number];

export const BATTLE_SEASON_STATES = ['scheduled', 'running', 'ended', 'paid'] as const;
export type BattleSeasonState = (typeof BATTLE_SEASON_STATES)[number];

export const battlePageField = z._default(
  z.coerce.number().check(z.int('Must be a page number'), z.positive('Must be a page number'), z.lte(1000)),
  1,
);
export const seasonIdField = z.coerce
  .number()
  .check(z.int('Must be a season id'), z.positive('Must be a season id'), z.lte(2_147_483_647));

/** A season as players see it. Times are Unix seconds; the season runs from `starts_at` until `ends_at`. */
export const battleSeason = z.object({
  id: z.number(),
  starts_at: z.number(),
  ends_at: z.number(),
  state: z.enum(BATTLE_SEASON_STATES),
});
export type BattleSeason = z.output<typeof battleSeason>;

/** One band of the prize table: places `from` to `to` (inclusive) each win `amount` of the season's coin. */
export const battlePrize = z.object({ from: z.number(), to: z.number(), amount: z.string() });
export type BattlePrize = z.output<typeof battlePrize>;

/** A row of a ranking: the place, the masked name, the points; `me` marks the caller's row. */
export const battleRow = z.object({ rank: z.number(), name: z.string(), points: z.number(), me: z.boolean() });
export type BattleRow = z.output<typeof battleRow>;

/** The caller's standing: points and place (null before their first point of the season). */
export const battleMine = z.object({ points: z.number(), rank: z.nullable(z.number()) });
