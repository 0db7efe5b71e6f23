import { pool, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const poolKeys = {
  all: ['pool'] as const,
  info: (userId: number) => ['pool', 'info', userId] as const,
  periods: (userId: number, mine: boolean) => ['pool', 'periods', userId, mine] as const,
};

export type PoolInfo = ResponseOf<typeof pool.poolInfo>;
export type PoolPeriods = ResponseOf<typeof pool.poolPeriods>;
export type PoolPeriod = PoolPeriods['list'][number];

/** The signed-in player's id, 0 for a visitor (the pool shows to both). */
export function usePlayerId(): number {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : 0));
}

/** The pool now, with the player's part; read again every minute while the page is open. */
export function usePoolInfoQuery(userId: number) {
  return useQuery({
    queryKey: poolKeys.info(userId),
    queryFn: () => api(pool.poolInfo, {}, { silent: true }),
    refetchInterval: 60_000,
  });
}

export function usePoolPeriodsQuery(userId: number, mine: boolean) {
  return useInfiniteQuery({
    queryKey: poolKeys.periods(userId, mine),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(pool.poolPeriods, { page: pageParam, ...(mine ? { mine: 'true' as const } : {}) }, { silent: true }),
    getNextPageParam: (last: PoolPeriods, pages: unknown[]) => (last.has_more ? pages.length + 1 : null),
    enabled: !mine || userId > 0,
  });
}

/** Stakes or unstakes KC; one Idempotency-Key per tap (a retried request moves the coins once). */
export function useStakeMutation(direction: 'stake' | 'unstake') {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['pool', direction],
    mutationFn: (input: { amount: string; key: string }) =>
      api(
        direction === 'stake' ? pool.poolStake : pool.poolUnstake,
        { amount: input.amount },
        {
          idempotencyKey: input.key,
          silent: true,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: poolKeys.all }),
  });
}
