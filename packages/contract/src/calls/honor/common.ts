import * as z from 'zod/mini';

export const HONOR_TIERS = ['bronze', 'silver', 'gold'] as const;
export type HonorTier = (typeof HONOR_TIERS)[number];

/** What a badge's rule counts (docs/honor.md). */
export const HONOR_METRICS = ['wins', 'rounds', 'sudoku_streak', 'invites', 'battle_best', 'posts', 'phone'] as const;
export type HonorMetric = (typeof HONOR_METRICS)[number];

export interface BadgeDef {
  code: string;
  tier: HonorTier;
  metric: HonorMetric;
  /** Reached when the metric is at least this (battle_best: a final place at most this). */
  goal: number;
}

/**
 * Every badge, in display order. A badge is earned once (a unique constraint); any owned badge may be shown as the
 * player's title. Names and descriptions are in the `honor` namespace (`badge.<code>.name`, `.desc`).
 */
export const BADGES: readonly BadgeDef[] = [
  { code: 'first_win', tier: 'bronze', metric: 'wins', goal: 1 },
  { code: 'rounds_100', tier: 'silver', metric: 'rounds', goal: 100 },
  { code: 'rounds_1000', tier: 'gold', metric: 'rounds', goal: 1000 },
  { code: 'sudoku_streak_7', tier: 'silver', metric: 'sudoku_streak', goal: 7 },
  { code: 'invited_10', tier: 'silver', metric: 'invites', goal: 10 },
  { code: 'battle_top10', tier: 'silver', metric: 'battle_best', goal: 10 },
  { code: 'season_champion', tier: 'gold', metric: 'battle_best', goal: 1 },
  { code: 'first_post', tier: 'bronze', metric: 'posts', goal: 1 },
  { code: 'verified_phone', tier: 'bronze', metric: 'phone', goal: 1 },
] as const;

export const BADGE_CODES = [
  'first_win',
  'rounds_100',
  'rounds_1000',
  'sudoku_streak_7',
  'invited_10',
  'battle_top10',
  'season_champion',
  'first_post',
  'verified_phone',
] as const;
export const badgeOf = (code: string): BadgeDef | undefined => BADGES.find((b) => b.code === code);

export const badgeCodeField = z.enum(BADGE_CODES);

/** A badge on a player's page: owned (with when), or locked with the owner's progress. */
export const honorBadge = z.object({
  code: z.string(),
  tier: z.enum(HONOR_TIERS),
  owned: z.boolean(),
  /** Unix seconds; null while locked. */
  earned_at: z.nullable(z.number()),
  /** The metric now (the owner only; 0 for others) and the goal. battle_best counts places: lower is better. */
  progress: z.number(),
  goal: z.number(),
});
export type HonorBadge = z.output<typeof honorBadge>;
