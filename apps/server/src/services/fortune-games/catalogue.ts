import type { Game, GameCategory, GameProviderId } from '@arcadia/contract/calls/fortune/games';
import { IN_HOUSE_GAME_NAMES } from '@arcadia/contract/games/in-house';
import { RETIGER_PUBLISHED_RTP } from '@arcadia/contract/games/retiger';
import { usdtText } from '../fortune/money-format.ts';
import type { GameProvider, ProviderId } from '../game-wallet/providers.ts';
import type { GameRules } from './game-settings.ts';

/**
 * Fortune's game catalogue (docs/fortune-games.md). The in-house studio's games are built here; the outside
 * studios' games are listed so that switching a studio on (GAMES_<ID>_SECRET and _LAUNCH_URL) lists them, and are
 * hidden while it is off. `built: false` marks a game whose server is not written yet.
 */
export interface CatalogueGame {
  code: string;
  provider: GameProviderId & ProviderId;
  name: string;
  category: GameCategory;
  tags: string[];
  minBet: string;
  maxBet: string;
  rtp: string | null;
  built: boolean;
}

export const CATALOGUE: readonly CatalogueGame[] = [
  {
    code: 'retiger',
    provider: 'inhouse',
    name: IN_HOUSE_GAME_NAMES.retiger,
    category: 'slots',
    tags: ['hot', 'fair'],
    minBet: '0.05',
    maxBet: '10',
    rtp: RETIGER_PUBLISHED_RTP.percent,
    built: true,
  },
  {
    code: 'turbo',
    provider: 'inhouse',
    name: IN_HOUSE_GAME_NAMES.turbo,
    category: 'crash',
    tags: ['new', 'fair'],
    minBet: '0.1',
    maxBet: '100',
    rtp: '97.00',
    built: true,
  },
  {
    code: 'inbet',
    provider: 'inhouse',
    name: 'BitGame',
    category: 'instant',
    tags: ['new', 'fair'],
    minBet: '1',
    maxBet: '100',
    rtp: '97.50',
    built: true,
  },
  {
    code: 'pg-jade-dragon',
    provider: 'pg',
    name: 'Jade Dragon',
    category: 'slots',
    tags: [],
    minBet: '0.2',
    maxBet: '20',
    rtp: '96.75',
    built: true,
  },
  {
    code: 'pg-mahjong-path',
    provider: 'pg',
    name: 'Mahjong Path',
    category: 'slots',
    tags: ['hot'],
    minBet: '0.2',
    maxBet: '20',
    rtp: '96.92',
    built: true,
  },
  {
    code: 'pp-candy-storm',
    provider: 'ppgame',
    name: 'Candy Storm',
    category: 'slots',
    tags: [],
    minBet: '0.2',
    maxBet: '100',
    rtp: '96.50',
    built: true,
  },
  {
    code: 'pp-temple-gates',
    provider: 'ppgame',
    name: 'Temple Gates',
    category: 'slots',
    tags: [],
    minBet: '0.2',
    maxBet: '100',
    rtp: '96.50',
    built: true,
  },
  {
    code: 'imp-golden-wheel',
    provider: 'imperium',
    name: 'Golden Wheel',
    category: 'instant',
    tags: [],
    minBet: '0.1',
    maxBet: '50',
    rtp: '97.30',
    built: true,
  },
  {
    code: 'bridge-sky-dice',
    provider: 'bridge',
    name: 'Sky Dice',
    category: 'instant',
    tags: [],
    minBet: '0.1',
    maxBet: '50',
    rtp: '98.00',
    built: true,
  },
];

export function findGame(code: string): CatalogueGame | undefined {
  return CATALOGUE.find((g) => g.code === code);
}

/**
 * The games a player can open here: built, of a provider that is configured, and (with the console's settings,
 * fortune-games/game-settings.ts) neither the provider nor the game switched off.
 */
export function playableGames(
  providers: Record<ProviderId, GameProvider>,
  rules?: Pick<GameRules, 'open'>,
): CatalogueGame[] {
  return CATALOGUE.filter(
    (g) => g.built && providers[g.provider].enabled && (!rules || rules.open(g.provider, g.code)),
  );
}

/** A game as the lobby shows it; its bet limits are the console's when `rules` are given. */
export function gameView(g: CatalogueGame, rules?: Pick<GameRules, 'game'>): Game {
  const rule = rules?.game(g.code);
  return {
    code: g.code,
    provider: g.provider,
    name: g.name,
    category: g.category,
    art: `/fortune/games/${g.code}.svg`,
    tags: g.tags,
    min_bet: rule ? usdtText(rule.minBet) : g.minBet,
    max_bet: rule ? usdtText(rule.maxBet) : g.maxBet,
    rtp: g.rtp,
  };
}
