import { market, payment, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export type Interval = '1m' | '5m' | '1h' | '1d';
export type MarketTicker = ResponseOf<typeof market.marketPairs>['list'][number];
export type MarketOrder = ResponseOf<typeof market.marketCancelOrder>;
export type Candles = ResponseOf<typeof market.marketCandles>['list'];
export type ReferenceRow = ResponseOf<typeof market.marketReferencePrices>['list'][number];
export type StableQuote = ResponseOf<typeof market.marketStableQuote>;
export type PaymentMarket = ResponseOf<typeof payment.paymentChannels>;

const marketKeys = {
  all: ['market'] as const,
  pairs: () => [...marketKeys.all, 'pairs'] as const,
  symbol: (symbol: string) => [...marketKeys.all, 'symbol', symbol] as const,
  depth: (symbol: string) => [...marketKeys.symbol(symbol), 'depth'] as const,
  trades: (symbol: string) => [...marketKeys.symbol(symbol), 'trades'] as const,
  candles: (symbol: string, interval: Interval) => [...marketKeys.symbol(symbol), 'candles', interval] as const,
  mine: (userId: number, status: 'open' | 'history') => [...marketKeys.all, 'mine', userId, status] as const,
  references: () => [...marketKeys.all, 'references'] as const,
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
    // Asked again on every mount, except in the moment between the detail page's first answer and its chart
    // panel mounting on the same key (one request, not two).
    staleTime: 2_000,
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

/** The exchanges 151 and 221 beside our price, for every pair; asked again every 15 s (the feed moves). */
export function useReferencePrices() {
  return useQuery({
    queryKey: marketKeys.references(),
    queryFn: () => api(market.marketReferencePrices, {}, { silent: true }),
    refetchInterval: 15_000,
  });
}

/** A stable-coin quote (the payment core's rate, fee and expiry). */
export function useStableQuote() {
  return useMutation({
    mutationKey: [...marketKeys.all, 'stable-quote'],
    mutationFn: (input: { side: 'buy' | 'sell'; fiat_amount: string }) =>
      api(market.marketStableQuote, input, { silent: true }),
  });
}

/** Takes a quote: the quote id is the intent, so a double tap answers the same order. */
export function useStableTrade() {
  return useMutation({
    mutationKey: [...marketKeys.all, 'stable-trade'],
    mutationFn: (input: { quote_id: string; account_id?: number }) =>
      api(market.marketStableTrade, input, { idempotencyKey: input.quote_id, silent: true }),
  });
}

/** The caller's market currency and rate (Country-Code decides on the server): the payment core's channels call. */
export function usePaymentMarket() {
  return useQuery({
    queryKey: [...marketKeys.all, 'payment-market'],
    queryFn: () => api(payment.paymentChannels, {}, { silent: true }),
  });
}

/** The player's payout accounts (for selling USDT), from the payment core. */
export function usePayoutAccounts(enabled: boolean) {
  return useQuery({
    queryKey: [...marketKeys.all, 'payout-accounts'],
    queryFn: () => api(payment.paymentAccounts, {}, { silent: true }),
    enabled,
  });
}
