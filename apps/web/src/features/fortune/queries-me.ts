import { fortune, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import type { ExcludeInput, LimitInput, VipReward } from './queries.ts';
import { useRefreshMoney } from './queries-account.ts';
import { fortuneKeys } from './queries-keys.ts';

export function useHistoryQuery(enabled = true) {
  return useInfiniteQuery({
    queryKey: fortuneKeys.history(),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(fortune.fortuneQueryLotteryStatus, { page: pageParam }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof fortune.fortuneQueryLotteryStatus>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}

export function useVipConfQuery() {
  return useQuery({
    queryKey: fortuneKeys.vipConf(),
    queryFn: () => api(fortune.fortuneVipConf, {}, { silent: true }),
    staleTime: 300_000,
  });
}

export function useVipProfileQuery() {
  return useQuery({
    queryKey: fortuneKeys.vipProfile(),
    queryFn: () => api(fortune.fortuneVipProfile, {}, { silent: true }),
  });
}

export function useClaimVipMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: { kind: VipReward['kind']; ref: string; key: string }) =>
      api(fortune.fortuneReceiveVipReward, { kind: input.kind, ref: input.ref }, { idempotencyKey: input.key }),
    onSuccess: refresh,
  });
}

function useRgRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: fortuneKeys.rg() });
    void client.invalidateQueries({ queryKey: fortuneKeys.account() });
    void client.invalidateQueries({ queryKey: fortuneKeys.rechargeConf() });
    void client.invalidateQueries({ queryKey: fortuneKeys.newbieStatus() });
  };
}

export function useSetLimitMutation() {
  const refresh = useRgRefresh();
  return useMutation({
    mutationFn: (input: LimitInput) => api(fortune.fortuneRgSetLimit, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useExcludeMutation() {
  const refresh = useRgRefresh();
  return useMutation({
    mutationFn: (input: ExcludeInput) => api(fortune.fortuneRgExclude, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useRealityCheckMutation() {
  const refresh = useRgRefresh();
  return useMutation({
    mutationFn: (minutes: RequestOf<typeof fortune.fortuneRgRealityCheck>['minutes']) =>
      api(fortune.fortuneRgRealityCheck, { minutes }, { silent: true }),
    onSuccess: refresh,
  });
}

export function useSeedsQuery() {
  return useQuery({
    queryKey: fortuneKeys.seeds(),
    queryFn: () => api(fortune.fortuneFairSeeds, {}, { silent: true }),
  });
}

export function useRotateSeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => api(fortune.fortuneFairRotate, { client_seed: clientSeed }, { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fortuneKeys.seeds() });
      void client.invalidateQueries({ queryKey: fortuneKeys.spinConf() });
      // The old pair's server seed is now public: the verifier asks again for draws and spins it read unrevealed.
      void client.invalidateQueries({ queryKey: ['fortune', 'draw'] });
      void client.invalidateQueries({ queryKey: ['fortune', 'fair-spin'] });
    },
  });
}
