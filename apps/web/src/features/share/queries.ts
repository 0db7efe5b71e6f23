import { type ResponseOf, share, user } from '@arcadia/contract';
import { api } from '../../api/client.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../app/query/use-query.ts';
import { SHARE_UID_KEY } from '../../hosts/page-links.ts';
import { useSession } from '../../session/session-store.ts';

/** The share area's queries (docs/share.md): one key factory, one hook per call. */
const shareKeys = {
  all: ['share'] as const,
  mine: ['share', 'mine'] as const,
  land: (uid: string) => ['share', 'land', uid] as const,
  history: ['share', 'history'] as const,
  bonus: ['share', 'bonus'] as const,
  levels: ['share', 'levels'] as const,
  week: (week: 'current' | 'last') => ['share', 'week', week] as const,
};

export type MyShare = ResponseOf<typeof share.shareMyShare>;
export type Land = ResponseOf<typeof share.shareLand>;
export type HistoryPage = ResponseOf<typeof share.shareHistory>;
export type InviteRow = HistoryPage['list'][number];
export type BonusPage = ResponseOf<typeof share.shareBonus>;
export type BonusRow = BonusPage['list'][number];
export type Levels = ResponseOf<typeof share.shareLevels>;
export type WeekRank = ResponseOf<typeof share.shareWeekRank>;

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

/** The share_uid this visit came with: the URL's, else the one stored from the first page of the visit. */
export function storedShareUid(search: URLSearchParams): string {
  const fromUrl = search.get(SHARE_UID_KEY) ?? '';
  if (/^[A-Za-z0-9_-]{1,64}$/.test(fromUrl)) {
    sessionStorage.setItem(SHARE_UID_KEY, fromUrl);
    return fromUrl;
  }
  return sessionStorage.getItem(SHARE_UID_KEY) ?? '';
}

export function useMyShareQuery(enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.mine,
    queryFn: () => api(share.shareMyShare, {}, { silent: true }),
    enabled,
  });
}

export function useLandQuery(shareUid: string) {
  return useQuery({
    queryKey: shareKeys.land(shareUid),
    queryFn: () => api(share.shareLand, shareUid ? { share_uid: shareUid } : {}, { silent: true }),
  });
}

export function useHistoryQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: shareKeys.history,
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(share.shareHistory, { page: pageParam, page_size: 20 }, { silent: true }),
    getNextPageParam: (last: HistoryPage, pages: unknown[]) => (last.has_more ? pages.length + 1 : null),
    enabled,
  });
}

export function useBonusQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: shareKeys.bonus,
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api(share.shareBonus, { page: pageParam, page_size: 20 }, { silent: true }),
    getNextPageParam: (last: BonusPage, pages: unknown[]) => (last.has_more ? pages.length + 1 : null),
    enabled,
  });
}

export function useLevelsQuery() {
  return useQuery({ queryKey: shareKeys.levels, queryFn: () => api(share.shareLevels, {}, { silent: true }) });
}

export function useWeekRankQuery(week: 'current' | 'last', enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.week(week),
    queryFn: () => api(share.shareWeekRank, { week }, { silent: true }),
    enabled,
  });
}

/** Binds an inviter's code; on success the invite centre shows who invited the player. */
export function useBindCode() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['share', 'bind'],
    mutationFn: (code: string) => api(user.bindShareCode, { code }, { silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: shareKeys.all });
    },
  });
}
