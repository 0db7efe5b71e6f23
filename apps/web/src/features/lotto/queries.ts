import { lotto, type ResponseOf } from '@arcadia/contract';
import type { XosoBetKind, XosoRegion } from '@arcadia/contract/games/xoso';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const lottoKeys = {
  all: ['lotto'] as const,
  draws: (userId: number) => [...lottoKeys.all, 'draws', userId] as const,
  tickets: (userId: number) => [...lottoKeys.all, 'tickets', userId] as const,
  results: () => [...lottoKeys.all, 'results'] as const,
  regions: (userId: number) => [...lottoKeys.all, 'regions', userId] as const,
  bets: (userId: number) => [...lottoKeys.all, 'bets', userId] as const,
  xosoResults: (region: string) => [...lottoKeys.all, 'xoso-results', region] as const,
};

export type LottoNow = ResponseOf<typeof lotto.lottoDraws>;
export type LottoDraw = lotto.LottoDraw;
export type LottoTicket = lotto.LottoTicket;
export type XosoDraw = lotto.XosoDraw;
export type XosoBet = lotto.XosoBet;
export type Regions = ResponseOf<typeof lotto.xosoRegions>;

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

type Paged<T> = { list: T[]; has_more: boolean };
const nextPage = (last: { has_more: boolean }, pages: unknown[]) => (last.has_more ? pages.length + 1 : null);

export function useLottoNow() {
  const userId = useUserId();
  return useQuery({
    queryKey: lottoKeys.draws(userId),
    queryFn: () => api(lotto.lottoDraws, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useLottoTickets(enabled: boolean) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: lottoKeys.tickets(userId),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) => api(lotto.lottoMyTickets, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: Paged<LottoTicket>, pages: unknown[]) => nextPage(last, pages),
  });
}

export function useLottoResults() {
  return useInfiniteQuery({
    queryKey: lottoKeys.results(),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) => api(lotto.lottoResults, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: Paged<LottoDraw>, pages: unknown[]) => nextPage(last, pages),
  });
}

export function useLottoBuy() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...lottoKeys.all, 'buy'],
    mutationFn: (input: { draw_id: number; lines: number[][]; key: string }) =>
      api(lotto.lottoBuy, { draw_id: input.draw_id, lines: input.lines }, { idempotencyKey: input.key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: lottoKeys.all }),
  });
}

export function useXosoRegions() {
  const userId = useUserId();
  return useQuery({
    queryKey: lottoKeys.regions(userId),
    queryFn: () => api(lotto.xosoRegions, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useXosoBets(enabled: boolean) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: lottoKeys.bets(userId),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) => api(lotto.xosoMyBets, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: Paged<XosoBet>, pages: unknown[]) => nextPage(last, pages),
  });
}

export function useXosoResults(region: XosoRegion) {
  return useInfiniteQuery({
    queryKey: lottoKeys.xosoResults(region),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(lotto.xosoResults, { region, page: pageParam }, { silent: true }),
    getNextPageParam: (last: Paged<XosoDraw>, pages: unknown[]) => nextPage(last, pages),
  });
}

export function useXosoBet() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...lottoKeys.all, 'bet'],
    mutationFn: (input: { draw_id: number; kind: XosoBetKind; number: number; stake: string; key: string }) =>
      api(
        lotto.xosoPlaceBet,
        { draw_id: input.draw_id, kind: input.kind, number: input.number, stake: input.stake },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: lottoKeys.all }),
  });
}
