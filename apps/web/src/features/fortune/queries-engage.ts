import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import type { WebcastInput } from './queries.ts';
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

/** The player's share-to-unlock link (the server opens a new one when due). */
export function useShareQuery() {
  return useQuery({
    queryKey: fortuneKeys.share(),
    queryFn: () => api(fortune.fortuneGetPddShareData, {}, { silent: true }),
  });
}

/** A friend helps fill a link; the answer says whether this help counted. */
export function useShareHelpMutation() {
  return useMutation({
    mutationFn: (slug: string) => api(fortune.fortuneShareHelp, { slug }, { silent: true }),
  });
}

/** Claims a gift code once per intent key (cash, or a locked bonus). */
export function useRedeemGiftCodeMutation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: { code: string; key: string }) =>
      api(fortune.fortuneReceiveGiftCode, { code: input.code }, { idempotencyKey: input.key, silent: true }),
    onSuccess: refresh,
  });
}

/** The streamer's webcast codes and their latest claimers. */
export function useWebcastCodesQuery() {
  return useQuery({
    queryKey: fortuneKeys.webcastCodes(),
    queryFn: () => api(fortune.fortuneWebcastGiftcodeQuery, {}, { silent: true }),
  });
}

/** Funds a webcast code from the streamer's cash (one code per intent key). */
export function useCreateWebcastCodeMutation() {
  const client = useQueryClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ key, ...input }: WebcastInput & { key: string }) =>
      api(fortune.fortuneWebcastGiftcodeCreate, input, { idempotencyKey: key, silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fortuneKeys.webcastCodes() });
      refresh();
    },
  });
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
