import { giftcode, type RequestOf, type ResponseOf } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

/** Query keys of the gift-code feature; everything under ['giftcode', userId] belongs to one player. */
const giftKeys = {
  all: (userId: number) => ['giftcode', userId] as const,
  config: (userId: number) => ['giftcode', userId, 'config'] as const,
  history: (userId: number, tab: HistoryTab) => ['giftcode', userId, 'history', tab] as const,
  detail: (userId: number, code: string) => ['giftcode', userId, 'detail', code] as const,
};

export type HistoryTab = 'created' | 'claimed';
export type GiftConfig = ResponseOf<typeof giftcode.giftcodeConfig>;
export type CreatedGift = ResponseOf<typeof giftcode.giftcodeCreate>['gift'];
export type ClaimedGift = ResponseOf<typeof giftcode.giftcodeHistory>['claimed'][number];
export type GiftDetail = ResponseOf<typeof giftcode.giftcodeDetail>;
export type CreateInput = RequestOf<typeof giftcode.giftcodeCreate>;

export function useUserId(): number {
  return useSession((s) => (s.hasLogin ? s.userId : 0));
}

export function useGiftConfigQuery() {
  const userId = useUserId();
  return useQuery({
    queryKey: giftKeys.config(userId),
    queryFn: ({ signal }) => api(giftcode.giftcodeConfig, {}, { signal, silent: true }),
    enabled: userId > 0,
  });
}

export function useGiftHistoryQuery(tab: HistoryTab) {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: giftKeys.history(userId, tab),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }) =>
      api(giftcode.giftcodeHistory, { tab, page: pageParam }, { signal, silent: true }),
    getNextPageParam: (last: ResponseOf<typeof giftcode.giftcodeHistory>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
    enabled: userId > 0,
  });
}

/** A code as /gift/<code> shows it; visitors may read it too. Business refusals (unknown code) are not retried. */
export function useGiftDetailQuery(code: string, enabled = code.length > 0) {
  const userId = useUserId();
  return useQuery({
    queryKey: giftKeys.detail(userId, code),
    queryFn: ({ signal }) => api(giftcode.giftcodeDetail, { code }, { signal, silent: true }),
    enabled,
  });
}

/** One packet per intent: the caller's Idempotency-Key is kept across retries of the same form. */
export function useCreateGiftMutation() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationKey: ['giftcode', 'create'],
    mutationFn: ({ input, key }: { input: CreateInput; key: string }) =>
      api(giftcode.giftcodeCreate, input, { idempotencyKey: key, silent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: giftKeys.all(userId) }),
  });
}

export function useClaimGiftMutation() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationKey: ['giftcode', 'claim'],
    mutationFn: ({ code, key }: { code: string; key: string }) =>
      api(giftcode.giftcodeClaim, { code }, { idempotencyKey: key, silent: true }),
    onSettled: () => void client.invalidateQueries({ queryKey: giftKeys.all(userId) }),
  });
}
