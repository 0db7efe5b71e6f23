import { fortune } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import type { WebcastInput } from './queries.ts';
import { useRefreshMoney } from './queries-account.ts';
import { fortuneKeys } from './queries-keys.ts';

/**
 * The rewards screen's calls (?tab=rewards: share to unlock, gift codes, live codes) and a friend's help on a shared
 * link: apart from home's (queries-engage.ts), so home's first load carries none of them.
 */

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
