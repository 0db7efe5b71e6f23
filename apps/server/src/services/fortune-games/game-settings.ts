import { WIN_MAX_BET, WIN_MIN_BET } from '@arcadia/contract/calls/win/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Exec, rows } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { usdtMinor, usdtText } from '../fortune/money-format.ts';
import type { ProviderId } from '../game-wallet/providers.ts';
import { CATALOGUE } from './catalogue.ts';

/**
 * The operator's game settings (docs/ops.md "Game settings", tables game_provider_settings and game_settings): a
 * switch per provider, and per game a switch and the bet limits (USDT minor units). Without a row the code's
 * defaults apply: a provider is on when configured (GAMES_<ID>_SECRET and _LAUNCH_URL), a game is on with the
 * catalogue's limits (win games: WIN_MIN_BET to WIN_MAX_BET). Every place that opens a game or takes a new bet reads
 * them here (kept a few seconds per database, dropped at once on the server that saved a change); a game switched
 * off takes no new bet or launch, while its open rounds still settle (wins and refunds are never checked).
 */

export const GAME_BRANDS = ['fortune', 'main'] as const;
export type GameBrand = (typeof GAME_BRANDS)[number];

export interface GameDefault {
  code: string;
  name: string;
  provider: ProviderId;
  /** fortune: the Fortune lobby; main: the main brand's games (win games, inbet on /inbet). */
  brand: GameBrand;
  built: boolean;
  minBet: bigint;
  maxBet: bigint;
}

const MAIN_BRAND = new Set(['inbet', 'dice', 'hilo']);

/** Every game the console can switch: the Fortune catalogue and the main brand's win games. */
export const GAME_DEFAULTS: readonly GameDefault[] = [
  ...CATALOGUE.map((g) => ({
    code: g.code,
    name: g.name,
    provider: g.provider,
    brand: (MAIN_BRAND.has(g.code) ? 'main' : 'fortune') as GameBrand,
    built: g.built,
    minBet: usdtMinor(g.minBet),
    maxBet: usdtMinor(g.maxBet),
  })),
  ...(['dice', 'hilo'] as const).map((code) => ({
    code,
    name: code === 'dice' ? 'Dice' : 'Hi-Lo',
    provider: 'inhouse' as const,
    brand: 'main' as const,
    built: true,
    minBet: usdtMinor(WIN_MIN_BET),
    maxBet: usdtMinor(WIN_MAX_BET),
  })),
];

export const gameDefault = (code: string) => GAME_DEFAULTS.find((g) => g.code === code);

export interface GameRule {
  /** The operator's switch (true without a row). */
  enabled: boolean;
  minBet: bigint;
  maxBet: bigint;
}

export interface GameRules {
  /** The operator's switch of a provider (true without a row); whether it is configured is apart. */
  providerSwitch(provider: string): boolean;
  /** A game's switch and limits; undefined for a code the console does not know (an outside studio's own code). */
  game(code: string): GameRule | undefined;
  /** Whether new bets and launches of this game are taken: the provider's switch and the game's. */
  open(provider: string, code: string): boolean;
}

interface ProviderRow {
  provider: string;
  enabled: boolean;
}
interface GameRow {
  game_code: string;
  enabled: boolean;
  min_bet: string | number | bigint;
  max_bet: string | number | bigint;
}

export async function savedRows(db: Exec) {
  const providers = await rows<ProviderRow>(db, sql`select provider, enabled from game_provider_settings`);
  const games = await rows<GameRow>(db, sql`select game_code, enabled, min_bet, max_bet from game_settings`);
  return { providers, games };
}

export function rulesOf(saved: Awaited<ReturnType<typeof savedRows>>): GameRules {
  const providers = new Map(saved.providers.map((r) => [r.provider, Boolean(r.enabled)]));
  const games = new Map(
    saved.games.map((r) => [
      r.game_code,
      { enabled: Boolean(r.enabled), minBet: BigInt(r.min_bet), maxBet: BigInt(r.max_bet) },
    ]),
  );
  const game = (code: string): GameRule | undefined => {
    const found = games.get(code);
    if (found) return found;
    const d = gameDefault(code);
    return d ? { enabled: true, minBet: d.minBet, maxBet: d.maxBet } : undefined;
  };
  return {
    providerSwitch: (provider) => providers.get(provider) ?? true,
    game,
    open: (provider, code) => (providers.get(provider) ?? true) && (game(code)?.enabled ?? true),
  };
}

/** How long a server keeps the settings it read. */
export const GAME_SETTINGS_TTL_MS = 5_000;
const kept = new WeakMap<object, { value: GameRules; at: number }>();

/** The settings that apply now (kept for GAME_SETTINGS_TTL_MS per database). */
export async function gameRules(db: Db): Promise<GameRules> {
  const found = kept.get(db);
  if (found && Date.now() - found.at < GAME_SETTINGS_TTL_MS) return found.value;
  const value = rulesOf(await savedRows(db));
  kept.set(db, { value, at: Date.now() });
  return value;
}

/** Drops this server's kept copy (after a save). */
export function forgetGameRules(db: Db) {
  kept.delete(db);
}

/** The limits as the wire shows them. */
export const limitsText = (rule: Pick<GameRule, 'minBet' | 'maxBet'>) => ({
  min_bet: usdtText(rule.minBet),
  max_bet: usdtText(rule.maxBet),
});

/**
 * A new bet of `amount` (USDT minor units) on an in-house game: FORTUNE_GAME_OFF (`reason: game_off`) when the game
 * or its provider is switched off, a field error on `field` outside the game's limits.
 */
export async function requireGameBet(db: Db, code: string, amount: bigint, field = 'amount', factor = 1n) {
  const rules = await gameRules(db);
  if (!rules.open('inhouse', code))
    throw new AppError('FORTUNE_GAME_OFF', 'This game is switched off.', { reason: 'game_off' });
  const rule = rules.game(code);
  if (rule && (amount < rule.minBet || amount > rule.maxBet)) {
    const unit = (v: bigint) => usdtText(v / factor);
    throw fieldError({ [field]: [`Must be from ${unit(rule.minBet)} to ${unit(rule.maxBet)} USDT`] });
  }
}

/** Whether the seamless wallet may take this bet message: the switches and, for a known game, its limits. */
export async function walletBetAllowed(db: Db, provider: string, code: string, amount: bigint): Promise<boolean> {
  const rules = await gameRules(db);
  if (!rules.open(provider, code)) return false;
  const rule = rules.game(code);
  return !rule || amount === 0n || (amount >= rule.minBet && amount <= rule.maxBet);
}
