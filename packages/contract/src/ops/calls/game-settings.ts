import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';

/**
 * The console's game settings (docs/ops.md "Game settings"): which providers (studios) and games are on, and each
 * game's bet limits in USDT (the game balance's coin), as decimal strings. A provider without its secret and launch
 * URL configured is off and cannot be switched on here. Every change is audited with before and after
 * (`games.settings.provider`, `games.settings.game`); no money moves, so no re-authentication.
 */

export const GAME_PROVIDER_IDS = ['inhouse', 'pg', 'ppgame', 'imperium', 'bridge'] as const;
export const GAME_SETTING_BRANDS = ['fortune', 'main'] as const;
/** Why a provider takes no launches: not configured (no secret or launch URL), or switched off here. */
export const PROVIDER_OFF_REASONS = ['not_configured', 'switched_off'] as const;
/** Why a game takes no launches or bets: its provider is off, it is switched off here, or its server is not built. */
export const GAME_OFF_REASONS = ['provider_off', 'switched_off', 'not_built'] as const;

const usdtAmount = z.string().check(z.trim(), z.regex(/^\d{1,12}(\.\d{1,18})?$/, 'must be an amount like 0.5'));
const who = {
  updated_at: z.nullable(z.number()),
  updated_by_email: z.nullable(z.string()),
};

export const gameProviderSetting = z.object({
  id: z.enum(GAME_PROVIDER_IDS),
  name: z.string(),
  /** GAMES_<ID>_SECRET and _LAUNCH_URL are set. */
  configured: z.boolean(),
  /** The operator's switch (true until switched off). */
  enabled: z.boolean(),
  /** Taking launches and bets now: configured and switched on. */
  on: z.boolean(),
  off_reason: z.nullable(z.enum(PROVIDER_OFF_REASONS)),
  games: z.number(),
  ...who,
});

export const gameSetting = z.object({
  code: z.string(),
  name: z.string(),
  provider: z.enum(GAME_PROVIDER_IDS),
  brand: z.enum(GAME_SETTING_BRANDS),
  enabled: z.boolean(),
  on: z.boolean(),
  off_reason: z.nullable(z.enum(GAME_OFF_REASONS)),
  min_bet: z.string(),
  max_bet: z.string(),
  default_min_bet: z.string(),
  default_max_bet: z.string(),
  ...who,
});

export const gameSettingsView = z.object({
  coin: z.string(),
  /** GAMES_BET_CEILING_USDT: no limit may be set above it. */
  ceiling: z.string(),
  providers: z.array(gameProviderSetting),
  games: z.array(gameSetting),
});

export const opsGameSettings = defineOpsCall({
  path: '/games/settings',
  permission: 'games.settings',
  request: z.object({}),
  response: gameSettingsView,
});

/**
 * Switches a provider on or off. On needs it configured (else a field error on `enabled`); off stops its launches
 * and new bets at once on this server (within 5 s on others), while its open rounds still settle.
 */
export const opsGameProviderSet = defineOpsCall({
  path: '/games/settings/provider',
  permission: 'games.settings',
  request: z.object({ provider: z.enum(GAME_PROVIDER_IDS), enabled: z.boolean() }),
  response: z.object({ settings: gameSettingsView, changed: z.boolean() }),
});

/**
 * A game's switch and bet limits: min > 0, min <= max, max <= the ceiling, at most 6 decimals (field errors on
 * `min_bet` / `max_bet`, nothing written). Bets outside the limits are refused with a field error from then on.
 */
export const opsGameSet = defineOpsCall({
  path: '/games/settings/game',
  permission: 'games.settings',
  request: z.object({
    game: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    enabled: z.boolean(),
    min_bet: usdtAmount,
    max_bet: usdtAmount,
  }),
  response: z.object({ settings: gameSettingsView, changed: z.boolean() }),
});
