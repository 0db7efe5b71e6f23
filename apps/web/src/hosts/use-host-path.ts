import { splitLocale } from '@arcadia/contract';
import { useSyncExternalStore } from 'react';
import { getLocation, subscribe } from '../app/router/history.ts';

const currentPath = () => splitLocale(getLocation().pathname).rest || '/';

/** The current path without its locale, for overlays mounted outside the router. */
export function useHostPath(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}
