import { wallet } from '@arcadia/contract';
import type { ChainId, CoinCode } from '@arcadia/contract/calls/wallet/common';
import { api } from '../../api/client.ts';
import {
  keepPreviousData,
  prefetchQuery,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

/** Query keys of the wallet feature; everything under ['wallet', userId] is dropped on logout. */
export const walletKeys = {
  all: (userId: number) => ['wallet', userId] as const,
  info: (userId: number) => ['wallet', userId, 'info'] as const,
  addr: (userId: number) => ['wallet', userId, 'addr'] as const,
  chains: () => ['wallet', 'chains'] as const,
  token: (coin: CoinCode) => ['wallet', 'token', coin] as const,
  asset: (userId: number, coin: CoinCode) => ['wallet', userId, 'asset', coin] as const,
  history: (userId: number, filters: HistoryFilters) => ['wallet', userId, 'history', filters] as const,
  onchain: (userId: number, chain: string, address: string) => ['wallet', userId, 'onchain', chain, address] as const,
  onchainHistory: (userId: number) => ['wallet', userId, 'onchain-history'] as const,
  withdrawals: (userId: number) => ['wallet', userId, 'withdrawals'] as const,
};

export interface HistoryFilters {
  coin?: CoinCode;
  direction?: 'in' | 'out';
}

function useUserId() {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

const walletInfoQuery = (userId: number) => ({
  queryKey: walletKeys.info(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => api(wallet.getWalletInfo, { str_amount: true }, { signal }),
});

const walletAddrQuery = (userId: number) => ({
  queryKey: walletKeys.addr(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => api(wallet.getAllWalletAddr, {}, { signal }),
});

export function useWalletInfoQuery() {
  const userId = useUserId();
  return useQuery({ ...walletInfoQuery(userId), enabled: userId > 0 });
}

export function useWalletAddrQuery() {
  const userId = useUserId();
  return useQuery({ ...walletAddrQuery(userId), enabled: userId > 0 });
}

/** The wallet page's first answers (balances, addresses), asked before its first render on a first load. */
export function prefetchWalletPage(userId: number): Promise<unknown> {
  if (userId <= 0) return Promise.resolve();
  return Promise.all([prefetchQuery(walletInfoQuery(userId)), prefetchQuery(walletAddrQuery(userId))]);
}

export function useChainListQuery() {
  return useQuery({
    queryKey: walletKeys.chains(),
    queryFn: ({ signal }) => api(wallet.getChainList, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTokenInfoQuery(coin: CoinCode | undefined) {
  return useQuery({
    queryKey: walletKeys.token(coin ?? 'WH'),
    queryFn: ({ signal }) => api(wallet.getTokenInfo, { coin: coin ?? 'WH' }, { signal }),
    enabled: coin !== undefined,
  });
}

export function useOffchainHistoryQuery(filters: HistoryFilters) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: walletKeys.history(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      api(wallet.offchainHistory, { ...filters, cursor: pageParam, limit: 20 }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useOnchainAssetQuery(chain: ChainId, address: string | null | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: walletKeys.onchain(userId, chain, address ?? ''),
    queryFn: ({ signal }) => api(wallet.onchainAsset, { chain, address: address ?? '' }, { signal }),
    enabled: userId > 0 && Boolean(address),
    // Blocks change it under us: always fresh when a form opens, and kept fresh while it is open.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 4000,
  });
}

export function useOnchainHistoryQuery(poll: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: walletKeys.onchainHistory(userId),
    queryFn: ({ signal }) => api(wallet.onchainHistory, { limit: 20 }, { signal }),
    enabled: userId > 0,
    refetchInterval: poll ? 1500 : false,
  });
}

/** After money moved: refresh balances and histories of the current user. */
export function useRefreshWallet() {
  const client = useQueryClient();
  const userId = useUserId();
  return () => client.invalidateQueries({ queryKey: walletKeys.all(userId) });
}
