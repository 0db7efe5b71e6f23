import { type ResponseOf, task } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const taskKeys = {
  all: ['task-flow'] as const,
  offer: (offerId: number) => [...taskKeys.all, 'offer', offerId] as const,
  history: (status: string) => [...taskKeys.all, 'history', status] as const,
  checkin: ['task-flow', 'checkin'] as const,
};

export type OfferState = ResponseOf<typeof task.taskVerify>;
type OfferView = OfferState['offer'];
export type StepView = OfferView['steps'][number];
export type History = ResponseOf<typeof task.taskProductCompleteList>;
export type HistoryItem = History['list'][number];
export type HistoryStatus = 'all' | HistoryItem['status'];

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

/** The offer as the player sees it: steps with their status and the player's take (null before Start). */
export function useOfferQuery(offerId: number, enabled: boolean, poll = false) {
  return useQuery({
    queryKey: taskKeys.offer(offerId),
    queryFn: () => api(task.taskVerify, { offerId }, { silent: true }),
    enabled: enabled && offerId > 0,
    refetchInterval: poll ? 10_000 : false,
  });
}

/** Takes the offer (once per player: a repeat answers the same take) and refreshes the offer. */
export function useTakeMutation(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.all, 'take', offerId],
    mutationFn: () => api(task.taskTakeTask, { XbOfferId: offerId }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.offer(offerId) }),
  });
}

export function useSubmitAuditMutation(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.all, 'audit', offerId],
    mutationFn: (input: { clickId: string; stepId: number; content: string; img: string }) =>
      api(task.taskSubmitAudit, { offerId, ...input }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.offer(offerId) }),
  });
}

/** Records what the player did (opened the game); fire and forget. */
export function reportAction(offerId: number, action: 'open' | 'click' | 'install') {
  void api(task.taskAction, { xbOfferId: offerId, action }, { silent: true }).catch(() => {});
}

export function useHistoryQuery(status: HistoryStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: taskKeys.history(status),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(task.taskProductCompleteList, { status, page: pageParam }, { silent: true }),
    getNextPageParam: (last: History, pages: unknown[]) => (last.has_more ? pages.length + 1 : null),
    enabled,
  });
}

export type Checkin = ResponseOf<typeof task.taskCheckinStatus>;

export function useCheckinQuery(enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.checkin,
    queryFn: () => api(task.taskCheckinStatus, {}, { silent: true }),
    enabled,
  });
}

/** Checks in for today; the answer is the new state (a repeat answers the same check-in). */
export function useCheckinMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.all, 'checkin-now'],
    mutationFn: () => api(task.taskCheckin, {}, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taskKeys.checkin }),
  });
}

export type DownloadTask = ResponseOf<typeof task.taskProductList>['list'][number];

/** Products with an install-and-open task in the player's market (the task is each row's xbOfferId). */
export function useDownloadsQuery() {
  return useInfiniteQuery({
    queryKey: [...taskKeys.all, 'downloads'],
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(task.taskProductList, { kind: 'download', page: pageParam, one_page_cnt: 20 }, { silent: true }),
    getNextPageParam: (last: ResponseOf<typeof task.taskProductList>, pages: unknown[]) =>
      last.has_more ? pages.length + 1 : null,
  });
}
