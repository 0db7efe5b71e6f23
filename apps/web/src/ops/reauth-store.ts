import { useSyncExternalStore } from 'react';

/**
 * The one pending re-authentication request: an action that got 4030 reauth_required waits here until the
 * dialog (reauth-dialog.tsx) reports success or cancel.
 */
let waiting: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function requestReauth(): Promise<boolean> {
  waiting?.(false);
  return new Promise((resolve) => {
    waiting = resolve;
    notify();
  });
}

export function settleReauth(confirmed: boolean) {
  const resolve = waiting;
  waiting = null;
  notify();
  resolve?.(confirmed);
}

export function useReauthOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
  );
}
