import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery } from '../../app/query/use-query.ts';
import { useRefreshMoney } from './queries-account.ts';
import { fortuneKeys } from './queries-keys.ts';

export function useAssetsQuery() {
  return useQuery({
    queryKey: fortuneKeys.assets(),
    queryFn: () => api(fortune.fortuneAssetList, {}, { silent: true }),
  });
}

export function useAssetDetailQuery() {
  return useQuery({
    queryKey: fortuneKeys.assetDetail(),
    queryFn: () => api(fortune.fortuneAssetDetail, { coin: 'USDT' }, { silent: true }),
  });
}

export function useLockedQuery() {
  return useQuery({
    queryKey: fortuneKeys.locked(),
    queryFn: () => api(fortune.fortuneLockedDetail, {}, { silent: true }),
  });
}

/** Releases a bonus whose wagering is met; the bonus id is the intent (a repeat answers the same bonus). */
export function useUnlockMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (bonusId: number) =>
      api(fortune.fortuneUnlock, { bonus_id: bonusId }, { idempotencyKey: `fortune-unlock-${bonusId}` }),
    onSuccess: refresh,
  });
}

export function useWithdrawLogsQuery() {
  return useQuery({
    queryKey: fortuneKeys.withdrawLogs(),
    queryFn: () => api(fortune.fortuneRecentWithdrawLogs, {}, { silent: true }),
    refetchInterval: 60_000,
  });
}
