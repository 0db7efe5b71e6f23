import { payment, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

export const paymentKeys = {
  all: ['payment'] as const,
  channels: () => [...paymentKeys.all, 'channels'] as const,
  orders: (kind: string) => [...paymentKeys.all, 'orders', kind] as const,
  order: (id: string) => [...paymentKeys.all, 'order', id] as const,
};

export type Channels = ResponseOf<typeof payment.paymentChannels>;
export type Channel = Channels['channels'][number];
export type Quote = ResponseOf<typeof payment.paymentQuote>;
export type Order = ResponseOf<typeof payment.paymentOrders>['list'][number];

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

/** The caller's market's channels (Country-Code decides on the server). */
export function useChannelsQuery() {
  return useQuery({
    queryKey: paymentKeys.channels(),
    queryFn: () => api(payment.paymentChannels, {}, { silent: true }),
  });
}

export function useQuoteMutation() {
  return useMutation({
    mutationKey: [...paymentKeys.all, 'quote'],
    mutationFn: (input: RequestOf<typeof payment.paymentQuote>) => api(payment.paymentQuote, input, { silent: true }),
  });
}

/** One order per quote: the quote id is the intent, so a double tap or a retry answers the same order. */
export function useRechargeMutation() {
  return useMutation({
    mutationKey: [...paymentKeys.all, 'recharge'],
    mutationFn: (quoteId: string) =>
      api(payment.paymentRecharge, { quote_id: quoteId }, { idempotencyKey: quoteId, silent: true }),
  });
}

export function useOrdersQuery(kind: 'all' | 'recharge' | 'withdraw') {
  return useInfiniteQuery({
    queryKey: paymentKeys.orders(kind),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(payment.paymentOrders, { page: pageParam, ...(kind === 'all' ? {} : { kind }) }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof payment.paymentOrders>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}

export function useOrderDetailQuery(orderId: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.order(orderId ?? ''),
    queryFn: () => api(payment.paymentOrderDetail, { order_id: orderId as string }, { silent: true }),
    enabled: orderId !== undefined,
  });
}
