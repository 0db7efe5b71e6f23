import { skipsUserInfoCache } from '@arcadia/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client.ts';
import { getUserInfoCall } from './calls.ts';
import { ABNORMAL_RELOAD_KEY } from './error-transitions.ts';
import { type UserInfo, useSession } from './session-store.ts';
import { local, StorageKey, session } from './storage.ts';

export const userKeys = {
  all: ['user'] as const,
  info: (userId: number) => ['user', 'info', userId] as const,
};

function applyUserInfo(info: UserInfo) {
  useSession.setState({
    userInfo: info,
    username: info.username ?? '',
    userLogin: info.user_login ?? '',
    hasLogin: true,
  });
  // A working session ends the messenger's 1004 reload retries.
  session()?.removeItem(ABNORMAL_RELOAD_KEY);
  try {
    local()?.setItem(StorageKey.USER_INFO, JSON.stringify(info));
    if (info.username) local()?.setItem(StorageKey.USERNAME, info.username);
  } catch {
    // Storage full or blocked: the state still holds the info.
  }
}

/**
 * Fetches the user info for the logged-in player: again whenever the page becomes visible, with no cache
 * on the pages that skip it (spec section 2). A failure sets hasLogin false (spec section 8).
 */
export function useUserInfoSync(path: string) {
  const { userId, secretKey, hasInit } = useSession();
  const query = useQuery({
    queryKey: userKeys.info(userId),
    queryFn: () => api(getUserInfoCall, { time: Math.floor(Date.now() / 1000) }, { silent: true }),
    enabled: hasInit && userId > 0 && secretKey !== '',
    staleTime: skipsUserInfoCache(path) ? 0 : 30_000,
  });
  const { data, isError, refetch } = query;

  useEffect(() => {
    if (data) applyUserInfo(data);
  }, [data]);

  useEffect(() => {
    if (isError) useSession.setState({ hasLogin: false });
  }, [isError]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && useSession.getState().userId > 0) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
  return query;
}

/** The current user's info from the session state (filled by the sync). */
export function useUserInfo(): UserInfo | undefined {
  return useSession((state) => state.userInfo);
}
