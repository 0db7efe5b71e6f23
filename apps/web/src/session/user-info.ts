import { skipsUserInfoCache } from '@arcadia/contract';
import { useEffect } from 'react';
import { api, isTransitionError } from '../api/client.ts';
import { getUserInfoCall } from './calls.ts';
import { type UserInfo, useSession } from './session-store.ts';
import { ABNORMAL_RELOAD_KEY, local, StorageKey, session } from './storage.ts';

export function applyUserInfo(info: UserInfo) {
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

/** How long a fetched user info counts as fresh (spec section 9: refetch on mount after 30 s). */
const USER_INFO_FRESH_MS = 30_000;

let inFlight: Promise<void> | undefined;
let fetchedAt = 0;
let fetchedFor = '';

/**
 * Fetches the user info now, unless a fetch is already running or, with `ifStale`, the last answer for this
 * user is younger than 30 s. A failure sets hasLogin false (spec section 8).
 */
export function refreshUserInfo({ ifStale = false } = {}): Promise<void> {
  const { userId, secretKey } = useSession.getState();
  if (userId <= 0 || !secretKey) return Promise.resolve();
  const who = `${userId}:${secretKey}`;
  if (inFlight) return inFlight;
  if (ifStale && who === fetchedFor && Date.now() - fetchedAt < USER_INFO_FRESH_MS) return Promise.resolve();
  inFlight = api(getUserInfoCall, { time: Math.floor(Date.now() / 1000) }, { silent: true })
    .then((info) => {
      fetchedAt = Date.now();
      fetchedFor = who;
      if (useSession.getState().userId === userId) applyUserInfo(info);
    })
    .catch((error) => {
      // A 1004 is the transition's to handle (it logs out and clears the stored key); marking the player logged
      // out here first would send the access guard to login-home with the key still stored.
      if (isTransitionError(error)) return;
      if (useSession.getState().userId === userId) useSession.setState({ hasLogin: false });
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/**
 * Keeps the user info of the logged-in player fresh: fetched after startup and on page changes when older than
 * 30 s (always on the pages that skip the cache, spec section 2), and again whenever the page becomes visible.
 * A plain store, not a query: the first load needs no query library (ADR 010).
 */
export function useUserInfoSync(path: string) {
  const userId = useSession((state) => state.userId);
  const secretKey = useSession((state) => state.secretKey);
  const hasInit = useSession((state) => state.hasInit);
  const enabled = hasInit && userId > 0 && secretKey !== '';

  useEffect(() => {
    if (enabled) void refreshUserInfo({ ifStale: !skipsUserInfoCache(path) });
  }, [enabled, path]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUserInfo();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
