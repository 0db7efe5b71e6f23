import { market, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type Interval = '1m' | '5m' | '1h' | '1d';
export type MarketTicker = ResponseOf<typeof market.marketPairs>['list'][number];
export type MarketOrder = ResponseOf<typeof market.marketCancelOrder>;
export type Candles = ResponseOf<typeof market.marketCandles>['list'];

const marketKeys = {
  all: ['market'] as const,
  pairs: () => [...marketKeys.all, 'pairs'] as const,
  symbol: (symbol: string) => [...marketKeys.all, 'symbol', symbol] as const,
  depth: (symbol: string) => [...marketKeys.symbol(symbol), 'depth'] as const,
  trades: (symbol: string) => [...marketKeys.symbol(symbol), 'trades'] as const,
  candles: (symbol: string, interval: Interval) => [...marketKeys.symbol(symbol), 'candles', interval] as const,
  mine: (userId: number, status: 'open' | 'history') => [...marketKeys.all, 'mine', userId, status] as const,
};

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

export function useMarketPairs() {
  return useQuery({
    queryKey: marketKeys.pairs(),
    queryFn: () => api(market.marketPairs, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useMarketDepth(symbol: string) {
  return useQuery({
    queryKey: marketKeys.depth(symbol),
    queryFn: () => api(market.marketDepth, { symbol }, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useMarketTrades(symbol: string) {
  return useQuery({
    queryKey: marketKeys.trades(symbol),
    queryFn: () => api(market.marketTrades, { symbol }, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useMarketCandles(symbol: string, interval: Interval) {
  return useQuery({
    queryKey: marketKeys.candles(symbol, interval),
    queryFn: () => api(market.marketCandles, { symbol, interval }, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useMyOrders(status: 'open' | 'history', enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: marketKeys.mine(userId, status),
    queryFn: () => api(market.marketMyOrders, { status }, { silent: true }),
    enabled,
    refetchOnMount: 'always',
  });
}

export type PlaceInput = {
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price?: string;
  qty?: string;
  quote_amount?: string;
};

/** Places an order; after it the pair's ticker, book, trades and candles and my orders are fetched again. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...marketKeys.all, 'place'],
    mutationFn: ({ key, ...input }: PlaceInput & { key: string }) =>
      api(market.marketPlaceOrder, input, { idempotencyKey: key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: marketKeys.all }),
  });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...marketKeys.all, 'cancel'],
    mutationFn: (input: { order_id: number }) => api(market.marketCancelOrder, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
