import { fortune, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '../../app/query/use-query.ts';

/**
 * The game lobby's calls (issue 17): the catalogue and its search, the bet ranking, the player's bets across games,
 * and opening a game that is not built here (its init conf says why). Keys live under ['fortune'] like the rest.
 */
export type AllGames = ResponseOf<typeof fortune.fortuneAllGames>;
export type Game = AllGames['games'][number];
export type Ranking = ResponseOf<typeof fortune.fortuneBetRankingList>;
export type RankingRow = Ranking['rows'][number];
export type RankingPeriod = Ranking['period'];
export type Orders = ResponseOf<typeof fortune.fortuneMyOrders>;
export type Order = Orders['orders'][number];
export type InitConf = ResponseOf<typeof fortune.fortuneInbetInitConf>;

const gameKeys = {
  games: (q: string) => ['fortune', 'games', q] as const,
  ranking: (period: RankingPeriod) => ['fortune', 'ranking', period] as const,
  orders: () => ['fortune', 'orders'] as const,
  init: (code: string) => ['fortune', 'init', code] as const,
};

const ORDERS_PAGE = 20;

/** The catalogue, or what matches `q` (the server searches names); the last answer stays while a new one loads. */
export function useGamesQuery(q = '') {
  return useQuery<AllGames>({
    queryKey: gameKeys.games(q),
    queryFn: () => api(fortune.fortuneAllGames, q ? { q } : {}, { silent: true }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useRankingQuery(period: RankingPeriod) {
  return useQuery({
    queryKey: gameKeys.ranking(period),
    queryFn: () => api(fortune.fortuneBetRankingList, { period }, { silent: true }),
    staleTime: 60_000,
  });
}

/** The player's rounds of every game, newest first, 20 a page. */
export function useMyOrdersQuery() {
  return useInfiniteQuery({
    queryKey: gameKeys.orders(),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneMyOrders, { page: pageParam, page_size: ORDERS_PAGE }, { silent: true }),
    getNextPageParam: (last: Orders) => (last.has_more ? last.page + 1 : null),
  });
}

/** Which get_init_conf opens a game the web does not draw itself: in-house codes by name, studios by provider. */
const INIT_CALLS = {
  inbet: fortune.fortuneInbetInitConf,
  pg: fortune.fortunePgInitConf,
  ppgame: fortune.fortunePpgameInitConf,
  imperium: fortune.fortuneImperiumInitConf,
  bridge: fortune.fortuneBridgeInitConf,
} as const;

export function initCallFor(code: string, provider: string | undefined) {
  if (code === 'inbet') return INIT_CALLS.inbet;
  if (provider && provider !== 'inhouse' && provider in INIT_CALLS)
    return INIT_CALLS[provider as keyof typeof INIT_CALLS];
  return undefined;
}

/** Opens a game whose screen is not built here: the answer says whether it is on and why not. */
export function useGameInitQuery(code: string, provider: string | undefined, enabled: boolean) {
  const call = initCallFor(code, provider);
  return useQuery<InitConf>({
    queryKey: gameKeys.init(code),
    queryFn: () => api(call as NonNullable<typeof call>, code === 'inbet' ? {} : { game: code }, { silent: true }),
    enabled: enabled && call !== undefined,
    staleTime: 60_000,
  });
}
