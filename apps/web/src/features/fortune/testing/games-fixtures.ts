import { RETIGER, RETIGER_PUBLISHED_RTP, retigerSpin } from '@arcadia/contract/games/retiger';
import type { AllGames, Game, Order, Ranking } from '../queries-games.ts';
import type { RetigerConf, SpinView } from '../queries-retiger.ts';
import { VND } from './fixtures.tsx';

/** The lobby's, the slot's and the verifier's answers for tests, the slot's model taken from the contract itself. */
function game(code: string, extra: Partial<Game> = {}): Game {
  return {
    code,
    provider: 'inhouse',
    name: code,
    category: 'slots',
    art: `/fortune/games/${code}.svg`,
    tags: [],
    min_bet: '0.1',
    max_bet: '10',
    rtp: null,
    ...extra,
  };
}

export const RETIGER_GAME = game('retiger', { name: 'Tiger Reels', tags: ['hot', 'fair'], rtp: '96.49' });
const TURBO_GAME = game('turbo', {
  name: 'Turbo Rocket',
  category: 'crash',
  tags: ['new', 'fair'],
  rtp: '97.00',
});
export const DICE_GAME = game('bridge-sky-dice', {
  name: 'Sky Dice',
  provider: 'bridge',
  category: 'instant',
  rtp: '98.00',
});

export const ALL_GAMES: AllGames = {
  games: [RETIGER_GAME, TURBO_GAME, DICE_GAME],
  categories: [
    { id: 'slots', games: 1 },
    { id: 'crash', games: 1 },
    { id: 'instant', games: 1 },
  ],
  recent: [TURBO_GAME],
};

export const RANKING: Ranking = {
  period: 'day',
  since: 1_795_000_000,
  rows: [
    {
      rank: 1,
      player: 'Li***',
      game: 'retiger',
      game_name: 'Tiger Reels',
      stake: '1',
      win: '120',
      multiplier: '120.00',
      at: 1_795_000_100,
    },
    {
      rank: 2,
      player: 'Bu***',
      game: 'turbo',
      game_name: 'Turbo Rocket',
      stake: '2',
      win: '9',
      multiplier: '4.50',
      at: 1_795_000_200,
    },
  ],
  mine: {
    rank: 2,
    player: 'Bu***',
    game: 'turbo',
    game_name: 'Turbo Rocket',
    stake: '2',
    win: '9',
    multiplier: '4.50',
    at: 1_795_000_200,
  },
};

export function order(round: string, extra: Partial<Order> = {}): Order {
  return {
    round_id: round,
    game: 'retiger',
    game_name: 'Tiger Reels',
    provider: 'inhouse',
    stake: '0.5',
    win: '0',
    status: 'settled',
    at: 1_795_000_000,
    spin_id: null,
    ...extra,
  };
}

const LINE_BETS = ['0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '2'];

export function retigerConf(slot: Partial<RetigerConf['slot']> = {}, extra: Partial<RetigerConf> = {}): RetigerConf {
  return {
    game: 'retiger',
    provider: 'inhouse',
    enabled: true,
    reason: null,
    launch: { token: 'launch-token-0123456789', url: '/fortune/play/retiger', expires_at: 1_900_000_000 },
    balance: '10',
    currency: VND,
    slot: {
      line_bets: LINE_BETS,
      line_count: RETIGER.lineCount,
      lines: RETIGER.lines.map((l) => [...l]),
      symbols: [...RETIGER.symbols],
      wild: RETIGER.wild,
      paytable: { ...RETIGER.paytable },
      strips: RETIGER.strips.map((s) => [...s]),
      multipliers: RETIGER.multipliers.map((value, i) => ({ value, weight: RETIGER.multiplierWeights[i] ?? 0 })),
      max_win_total_bets: RETIGER.maxWinTotalBets,
      rtp: RETIGER_PUBLISHED_RTP.percent,
      min_spin_ms: 0,
      autoplay: true,
      turbo: true,
      ...slot,
    },
    ...extra,
  };
}

/** A spin as the server records it, drawn by the contract's own math from a seed pair. */
export function spinFrom(
  pair: { serverSeed: string; clientSeed: string; nonce: number },
  lineBet: string,
  options: { id?: number; revealed?: boolean } = {},
): SpinView {
  const outcome = retigerSpin(pair);
  const cents = Math.round(Number(lineBet) * 1_000_000);
  const usdt = (micro: number) => String(micro / 1_000_000);
  return {
    id: options.id ?? 41,
    round_id: `rt-${options.id ?? 41}`,
    line_bet: lineBet,
    bet: usdt(cents * RETIGER.lineCount),
    win: usdt(cents * outcome.winUnits),
    status: 'settled',
    stops: [...outcome.stops],
    grid: outcome.grid.map((reel) => [...reel]),
    line_wins: outcome.lineWins.map((w) => ({ ...w })),
    multiplier: outcome.multiplier,
    win_units: outcome.winUnits,
    capped: outcome.capped,
    proof: {
      server_seed_hash: 'cb8379ac2098aa165029e3938a51da0bcecfc008fd6795f401178647f96c5b34',
      server_seed: options.revealed === false ? null : pair.serverSeed,
      client_seed: pair.clientSeed,
      nonce: pair.nonce,
    },
    at: 1_795_000_000,
  };
}

/** A winning board, found by walking nonces of a fixed pair with the contract's math (the test names none by hand). */
export function winningPair(minMultiplier = 1) {
  for (let nonce = 0; nonce < 5000; nonce++) {
    const pair = { serverSeed: 'def', clientSeed: 'abc', nonce };
    const outcome = retigerSpin(pair);
    if (outcome.winUnits > 0 && outcome.multiplier >= minMultiplier) return pair;
  }
  throw new Error('no winning spin found');
}
