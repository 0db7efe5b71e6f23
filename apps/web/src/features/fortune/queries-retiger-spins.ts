import { fortune, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useQuery } from '../../app/query/use-query.ts';

/**
 * retiger's past spins: the player's own (the spins sheet) and any spin by id (the public verifier). Apart from the
 * game's own queries, so the game's first load carries neither.
 */
export type SpinHistory = ResponseOf<typeof fortune.fortuneRetigerHistory>;

const spinKeys = {
  history: () => ['fortune', 'retiger', 'history'] as const,
  fairSpin: (id: number) => ['fortune', 'fair-spin', id] as const,
};

export function useRetigerHistoryQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: spinKeys.history(),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneRetigerHistory, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: SpinHistory) => (last.has_more ? last.page + 1 : null),
  });
}

/** Any spin by id, for the public verifier. */
export function useFairSpinQuery(id: number | undefined) {
  return useQuery({
    queryKey: spinKeys.fairSpin(id ?? 0),
    queryFn: () => api(fortune.fortuneFairSpin, { id: id as number }, { silent: true }),
    enabled: id !== undefined,
    staleTime: 300_000,
  });
}
