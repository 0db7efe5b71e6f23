import type { BattlePrize } from '@arcadia/contract/calls/battle/common';
import { processSettings, type Settings } from '../../config-schema.ts';
import { coinOf, toMinor } from '../../ledger/coins.ts';

/** Battle's settings (docs/battle.md, "Configuration"), parsed once. */
export interface BattleTerms {
  seasonMs: number;
  /** Points per whole USDT staked. */
  pointsPerUsdt: number;
  playDailyCap: number;
  /** Points for the daily sudoku, easy to expert. */
  sudokuPoints: number[];
  coin: 'KC';
  prizes: BattlePrize[];
  jobMs: number;
}

const BATTLE_COIN = 'KC' as const;
const DAY_MS = 86_400_000;

type BattleSettings = Pick<
  Settings,
  | 'BATTLE_SEASON_DAYS'
  | 'BATTLE_POINTS_PER_USDT'
  | 'BATTLE_PLAY_DAILY_CAP'
  | 'BATTLE_SUDOKU_POINTS'
  | 'BATTLE_PRIZES_KC'
  | 'BATTLE_JOB_MS'
>;

/** `1:2000,4-10:300` into bands, sorted by place; overlapping bands keep the first. */
export function parsePrizes(text: string): BattlePrize[] {
  const bands: BattlePrize[] = [];
  for (const part of text.split(',')) {
    const [places = '', amount = '0'] = part.trim().split(':');
    const [a = '0', b] = places.split('-');
    const from = Number(a);
    const to = Number(b ?? a);
    if (from < 1 || to < from || bands.some((x) => from <= x.to && to >= x.from)) continue;
    bands.push({ from, to, amount: String(Number(amount)) });
  }
  return bands.sort((x, y) => x.from - y.from);
}

export function termsFrom(settings: BattleSettings): BattleTerms {
  return {
    seasonMs: settings.BATTLE_SEASON_DAYS * DAY_MS,
    pointsPerUsdt: settings.BATTLE_POINTS_PER_USDT,
    playDailyCap: settings.BATTLE_PLAY_DAILY_CAP,
    sudokuPoints: settings.BATTLE_SUDOKU_POINTS.split(',').map((x) => Number(x.trim())),
    coin: BATTLE_COIN,
    prizes: parsePrizes(settings.BATTLE_PRIZES_KC),
    jobMs: settings.BATTLE_JOB_MS,
  };
}

/** A band's amount in minor units of the season's coin. */
const prizeMinor = (amount: string) => toMinor(amount, coinOf(BATTLE_COIN).decimals) ?? 0n;

/** The prize of a place, minor units (0 outside the table). */
export function prizeOf(prizes: readonly BattlePrize[], rank: number): bigint {
  const band = prizes.find((b) => rank >= b.from && rank <= b.to);
  return band ? prizeMinor(band.amount) : 0n;
}

/** One market's pool: every band's amount times its places. */
export const poolOf = (prizes: readonly BattlePrize[]) =>
  prizes.reduce((sum, b) => sum + prizeMinor(b.amount) * BigInt(b.to - b.from + 1), 0n);

/**
 * The terms the in-transaction hooks read (they run inside other services' transactions, with no deps to carry
 * them): the process's settings, replaced by the routes' (a test app's) when battle's routes are registered.
 */
let current: BattleTerms | undefined;
export function battleTerms(): BattleTerms {
  current ??= termsFrom(processSettings());
  return current;
}
export function setBattleTerms(terms: BattleTerms): void {
  current = terms;
}
