import { activity, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const rewardKeys = {
  all: ['rewards'] as const,
  newbie: ['rewards', 'newbie'] as const,
  received: ['rewards', 'received'] as const,
  pending: ['rewards', 'pending'] as const,
  catalogue: ['rewards', 'catalogue'] as const,
};

export type Newbie = ResponseOf<typeof activity.newbieStatus>;
export type NewbieStep = Newbie['steps'][number];
export type NewbieClaimed = ResponseOf<typeof activity.newbieClaim>;
export type Received = ResponseOf<typeof activity.rewardsReceived>;
export type Pending = ResponseOf<typeof activity.rewardsPending>['list'][number];
export type CatalogueEntry = ResponseOf<typeof activity.rewardsCatalogue>['list'][number];

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

export function useNewbieQuery(enabled: boolean) {
  return useQuery({
    queryKey: rewardKeys.newbie,
    queryFn: () => api(activity.newbieStatus, {}, { silent: true }),
    enabled,
  });
}

/** Claims a done step; the answer is the journey's new state (a repeat answers `already`). */
export function useNewbieClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...rewardKeys.newbie, 'claim'],
    mutationFn: (step: NewbieStep['id']) => api(activity.newbieClaim, { step }, { silent: true }),
    onSuccess: ({ paid: _paid, already: _already, ...state }: NewbieClaimed) => {
      client.setQueryData(rewardKeys.newbie, state);
      void client.invalidateQueries({ queryKey: rewardKeys.received });
      void client.invalidateQueries({ queryKey: rewardKeys.pending });
    },
  });
}

export function useReceivedQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: rewardKeys.received,
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(activity.rewardsReceived, { page: pageParam, page_size: 20 }, { silent: true }),
    getNextPageParam: (last: Received, pages: unknown[]) => (last.has_more ? pages.length + 1 : null),
    enabled,
  });
}

export function usePendingQuery(enabled: boolean) {
  return useQuery({
    queryKey: rewardKeys.pending,
    queryFn: () => api(activity.rewardsPending, {}, { silent: true }),
    enabled,
  });
}

export function useCatalogueQuery() {
  return useQuery({
    queryKey: rewardKeys.catalogue,
    queryFn: () => api(activity.rewardsCatalogue, {}, { silent: true }),
  });
}
