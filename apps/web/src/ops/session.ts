import { useSyncExternalStore } from 'react';

/**
 * The operator's session token. Kept in sessionStorage: it dies with the tab, is never shared with the player app
 * (which uses localStorage), and the server ends it after 30 idle minutes anyway.
 */
const KEY = 'arcadia.ops.token';
const listeners = new Set<() => void>();
let token: string | null = read();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function publish(next: string | null) {
  token = next;
  try {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the token lives in memory for this page.
  }
  for (const listener of listeners) listener();
}

export const getToken = () => token;
export const setToken = (next: string) => publish(next);
export const clearToken = () => publish(null);

export function useToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => token,
  );
}
