import { type ResponseOf, user } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { useSession } from '../../session/session-store.ts';

const socialKeys = {
  all: ['social'] as const,
  list: () => [...socialKeys.all, 'follow-list'] as const,
  following: (userId: number) => [...socialKeys.all, 'following', userId] as const,
  need: (userId: number) => [...socialKeys.all, 'need-authorize', userId] as const,
};

export type FollowChannel = ResponseOf<typeof user.socialGetFollowList>['list'][number];
export type FollowState = ResponseOf<typeof user.socialCheckFollowStatus>;

export function useLoggedInUser(): number | undefined {
  return useSession((s) => (s.hasLogin && s.userId > 0 ? s.userId : undefined));
}

/** The channels the product asks players to follow (visitors see them too). */
export function useFollowListQuery() {
  return useQuery({
    queryKey: socialKeys.list(),
    queryFn: () => api(user.socialGetFollowList, {}, { silent: true }),
  });
}

export function useFollowingQuery(userId: number | undefined) {
  return useQuery({
    queryKey: socialKeys.following(userId ?? 0),
    queryFn: () => api(user.socialGetFollowing, {}, { silent: true }),
    enabled: userId !== undefined,
  });
}

export function useNeedAuthorizeQuery(userId: number | undefined) {
  return useQuery({
    queryKey: socialKeys.need(userId ?? 0),
    queryFn: () => api(user.socialNeedAuthorize, {}, { silent: true }),
    enabled: userId !== undefined,
  });
}

/** Checks one channel now; the answer replaces that channel's status in the cached following list. */
export function useCheckFollowMutation(userId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...socialKeys.all, 'check'],
    mutationFn: (id: string) => api(user.socialCheckFollowStatus, { id }, { silent: true }),
    onSuccess: (state) => {
      client.setQueryData(socialKeys.following(userId ?? 0), (old: { list: FollowState[] } | undefined) =>
        old ? { list: old.list.map((f) => (f.id === state.id ? state : f)) } : { list: [state] },
      );
    },
  });
}

/** In Telegram: reports the launch's initData so the server links this Telegram account to the player. */
export function useReportTelegramMutation(userId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...socialKeys.all, 'report-telegram'],
    mutationFn: (auth: { botName: string; initData: string }) =>
      api(user.socialTelegramReport, { bot_name: auth.botName, init_data: auth.initData }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: socialKeys.need(userId ?? 0) }),
  });
}
