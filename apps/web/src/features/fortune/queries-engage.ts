import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useRefreshMoney } from './queries-account.ts';
import { fortuneKeys } from './queries-keys.ts';

/**
 * Operators' popups (docs/fortune.md, Engagement): asked once per visit, since each answer counts as a show; kept
 * until the page reloads or the player logs out (logout drops every cached answer).
 */
export function usePopupsQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.popups(),
    queryFn: () => api(fortune.fortuneGeneralPopupQuery, {}, { silent: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether the new-player checklist shows (its first week, until every task is done). */
export function useNewbieVisibleQuery() {
  return useQuery({
    queryKey: fortuneKeys.newbieVisible(),
    queryFn: () => api(fortune.fortuneNewbieTaskVisible, {}, { silent: true }),
  });
}

/** The checklist; reading it grants the spin chances of tasks done since (the caller refreshes the chances). */
export function useNewbieStatusQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.newbieStatus(),
    queryFn: () => api(fortune.fortuneNewbieTaskStatus, {}, { silent: true }),
    enabled,
  });
}

/** The wheel's and the account's chances, asked again (after the checklist granted some). */
export function useRefreshChances() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: fortuneKeys.spinConf() });
    void client.invalidateQueries({ queryKey: fortuneKeys.account() });
  };
}

/** The real-time prize drops running now in the player's market. */
export function useRtPrizesQuery() {
  return useQuery({
    queryKey: fortuneKeys.rtPrizes(),
    queryFn: () => api(fortune.fortuneRtPrizeConf, {}, { silent: true }),
    refetchInterval: 30_000,
  });
}

export function useRtBillboardQuery(enabled = true) {
  return useQuery({
    queryKey: fortuneKeys.rtBillboard(),
    queryFn: () => api(fortune.fortuneRtPrizeBillboard, {}, { silent: true }),
    enabled,
    refetchInterval: 60_000,
  });
}

/**
 * Claims a drop; the drop id is the intent (one claim per player and drop, a repeat answers the claim). The drops and
 * the winners are asked again after any answer: a refusal (sold out, ended) changes them too.
 */
export function useClaimRtPrizeMutation() {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (prizeId: number) =>
      api(
        fortune.fortuneRtPrizeReceive,
        { prize_id: prizeId },
        { idempotencyKey: `fortune-rt-prize-${prizeId}`, silent: true },
      ),
    onSuccess: refresh,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: fortuneKeys.rtPrizes() });
      void client.invalidateQueries({ queryKey: fortuneKeys.rtBillboard() });
    },
  });
}
