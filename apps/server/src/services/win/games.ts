import { WIN_GAMES, type WinGame } from '@arcadia/contract/calls/win/common';

/** The main brand's win games as the in-house studio's game codes (the seamless wallet checks them apart). */
function isWinGame(gameCode: string): gameCode is WinGame {
  return (WIN_GAMES as readonly string[]).includes(gameCode);
}

/** The main brand's games of the in-house studio: the win games and inbet (no Fortune registration needed). */
export function isMainBrandGame(gameCode: string): boolean {
  return isWinGame(gameCode) || gameCode === 'inbet';
}

/** WIN_GAMES_MARKETS as a set of lower-case market codes. */
export function marketsFrom(setting: string): ReadonlySet<string> {
  return new Set(
    setting
      .split(',')
      .map((m) => m.trim().toLowerCase())
      .filter(Boolean),
  );
}
