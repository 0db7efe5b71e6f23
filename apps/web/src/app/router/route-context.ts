import type { Locale, RouteDef } from '@arcadia/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { getLocation, type LocationState, subscribe } from './history.ts';

export interface RouteState {
  locale: Locale;
  route: RouteDef | undefined;
  params: Record<string, string>;
  /** The path after the locale segment, e.g. /wallet. */
  path: string;
}

export const RouteContext = createContext<RouteState | null>(null);

export function useRouteState(): RouteState {
  const state = useContext(RouteContext);
  if (!state) throw new Error('useRouteState outside the router');
  return state;
}

export function useCurrentRoute(): RouteDef | undefined {
  return useContext(RouteContext)?.route;
}

export function useLocale(): Locale {
  return useRouteState().locale;
}

export function useParams<T extends Record<string, string> = Record<string, string>>(): T {
  return useRouteState().params as T;
}

/** The location the router is rendering; it moves inside a transition (router.tsx). */
export const LocationContext = createContext<LocationState | null>(null);

const noSubscription = () => () => {};

/**
 * Inside the router: the location it renders, so a page never sees a newer URL than the route it belongs to.
 * Outside it (tests, overlays): the live history location.
 */
export function useLocation(): LocationState {
  const routed = useContext(LocationContext);
  const live = useSyncExternalStore(routed ? noSubscription : subscribe, getLocation, getLocation);
  return routed ?? live;
}

export function useSearch(): URLSearchParams {
  const { search } = useLocation();
  return new URLSearchParams(search);
}
