import { luckycode, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const luckyKeys = {
  all: ['luckycode'] as const,
  current: (userId: number) => [...luckyKeys.all, 'current', userId] as const,
  draws: () => [...luckyKeys.all, 'draws'] as const,
  history: (userId: number) => [...luckyKeys.all, 'history', userId] as const,
  audit: (drawId: number) => [...luckyKeys.all, 'audit', drawId] as const,
};

export type Current = ResponseOf<typeof luckycode.luckycodeCurrent>;
export type Draw = NonNullable<Current['draw']>;
export type Order = ResponseOf<typeof luckycode.luckycodeHistory>['list'][number];
export type Audit = ResponseOf<typeof luckycode.luckycodeAudit>;
export type BuyResult = ResponseOf<typeof luckycode.luckycodeBuy>;

export function useUserId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

/** The draw on sale, with the player's tickets and KC when logged in. */
export function useCurrentQuery() {
  const userId = useUserId();
  return useQuery({
    queryKey: luckyKeys.current(userId),
    queryFn: () => api(luckycode.luckycodeCurrent, {}, { silent: true }),
    refetchOnMount: 'always',
  });
}

export function useDrawsQuery() {
  return useInfiniteQuery({
    queryKey: luckyKeys.draws(),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(luckycode.luckycodeDraws, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof luckycode.luckycodeDraws>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}

export function useHistoryQuery(enabled: boolean) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: luckyKeys.history(userId),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(luckycode.luckycodeHistory, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof luckycode.luckycodeHistory>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}

export function useAuditQuery(drawId: number | undefined) {
  return useQuery({
    queryKey: luckyKeys.audit(drawId ?? 0),
    queryFn: () => api(luckycode.luckycodeAudit, { draw_id: drawId as number }, { silent: true }),
    enabled: drawId !== undefined,
  });
}

/** One purchase per intent key: a double tap or a retry buys once. */
export function useBuyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...luckyKeys.all, 'buy'],
    mutationFn: (input: { draw_id: number; count: number; key: string }) =>
      api(
        luckycode.luckycodeBuy,
        { draw_id: input.draw_id, count: input.count },
        { idempotencyKey: input.key, silent: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: luckyKeys.all }),
  });
}
