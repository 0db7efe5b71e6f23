import { payment, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const paymentKeys = {
  all: ['payment'] as const,
  channels: () => [...paymentKeys.all, 'channels'] as const,
  orders: (kind: string) => [...paymentKeys.all, 'orders', kind] as const,
  order: (id: string) => [...paymentKeys.all, 'order', id] as const,
  accounts: () => [...paymentKeys.all, 'accounts'] as const,
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
    mutationFn: ({ quoteId, returnPath }: { quoteId: string; returnPath?: string | undefined }) =>
      api(
        payment.paymentRecharge,
        { quote_id: quoteId, ...(returnPath ? { return_path: returnPath } : {}) },
        { idempotencyKey: quoteId, silent: true },
      ),
  });
}

/**
 * The player's orders. /user/orders renders before the app is initialised (no init spinner there), and in the native
 * app the login comes from the bridge a moment later: the list is asked once the player is known, never without a key.
 */
export function useOrdersQuery(kind: 'all' | 'recharge' | 'withdraw') {
  const userId = useSession((s) => (s.hasLogin ? s.userId : 0));
  return useInfiniteQuery({
    queryKey: [...paymentKeys.orders(kind), userId],
    enabled: userId > 0,
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

export type PayoutAccount = ResponseOf<typeof payment.paymentAccounts>['list'][number];

export function useAccountsQuery(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.accounts(),
    queryFn: () => api(payment.paymentAccounts, {}, { silent: true }),
    enabled,
  });
}

export function useSaveAccountMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...paymentKeys.all, 'save-account'],
    mutationFn: (input: RequestOf<typeof payment.paymentAccountSave>) =>
      api(payment.paymentAccountSave, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.accounts() }),
  });
}

/** One withdrawal per quote: the quote id is the intent's idempotency key. */
export function useWithdrawMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...paymentKeys.all, 'withdraw'],
    mutationFn: (input: { quote_id: string; account_id: number }) =>
      api(payment.paymentWithdraw, input, { idempotencyKey: input.quote_id, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...paymentKeys.all, 'orders'] }),
  });
}

export type Statement = ResponseOf<typeof payment.paymentStatement>;

/** The statement of the last 7, 30 or 90 days (/user/report). */
export function useStatementQuery(days: 7 | 30 | 90, enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'statement', days],
    queryFn: () => api(payment.paymentStatement, { days }, { silent: true }),
    enabled,
  });
}

export type Readiness = ResponseOf<typeof payment.paymentWithdrawReadiness>;

/** What a withdrawal still needs (/user/verify); asked again on every visit. */
export function useReadinessQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'readiness'],
    queryFn: () => api(payment.paymentWithdrawReadiness, {}, { silent: true }),
    enabled,
    refetchOnMount: 'always',
  });
}

export type Deposit = ResponseOf<typeof payment.paymentDeposit>;

/** The deposit address of a crypto channel and its deposits; asked again every 5 s while confirmations come in. */
export function useDepositQuery(channel: string, enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.all, 'deposit', channel],
    queryFn: () =>
      api(
        payment.paymentDeposit,
        { channel: channel as RequestOf<typeof payment.paymentDeposit>['channel'] },
        { silent: true },
      ),
    enabled,
    refetchInterval: 5000,
  });
}
