import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useRefreshMoney } from './queries-account.ts';
import { fortuneKeys } from './queries-keys.ts';

export function useSpinConfQuery() {
  return useQuery({
    queryKey: fortuneKeys.spinConf(),
    queryFn: () => api(fortune.fortuneLuckySpinConf, {}, { silent: true }),
  });
}

/**
 * One spin per intent key. The wheel shows the answer; the page refreshes the balances (`useRefreshDraws`) once the
 * wheel has landed, so the prize never shows in a balance before the wheel stops.
 */
export function useSpinMutation() {
  return useMutation({
    mutationFn: (key: string) => api(fortune.fortuneLuckySpin, {}, { idempotencyKey: key }),
  });
}

/** Chances, balances and history after a spin or a lottery draw has been shown. */
export function useRefreshDraws() {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  return () => {
    void client.invalidateQueries({ queryKey: fortuneKeys.spinConf() });
    void client.invalidateQueries({ queryKey: fortuneKeys.lottery() });
    refresh();
  };
}

export function useLotteryQuery() {
  return useQuery({
    queryKey: fortuneKeys.lottery(),
    queryFn: () => api(fortune.fortuneFreeLotteryChance, {}, { silent: true }),
  });
}

export function useDrawLotteryMutation() {
  return useMutation({
    mutationFn: (key: string) => api(fortune.fortuneDrawFreeLottery, {}, { idempotencyKey: key }),
  });
}
