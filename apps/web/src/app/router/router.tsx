import { DEFAULT_LOCALE, isLocale, matchRoute, splitLocale } from '@arcadia/contract';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { setLocale } from '../../i18n/i18n.ts';
import { preferredLocale, rememberLocale } from '../../i18n/locale.ts';
import { AccessGuard } from '../../session/access-guard.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { NotFoundPage } from '../shell/not-found-page.tsx';
import { getLocation, type LocationState, navigate, subscribe } from './history.ts';
import { lazyPage } from './lazy-pages.ts';
import { LocationContext, RouteContext, type RouteState } from './route-context.ts';

/** Where a location must go instead, or undefined when it can render as it is. */
export function redirectFor(pathname: string, search: string, preferred = DEFAULT_LOCALE): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  if (!isLocale(locale)) return `/${preferred}${pathname === '/' ? '/' : pathname}${search}`;
  const match = matchRoute(rest);
  if (match && match.route.alias === rest) return `/${locale}${match.route.path}${search}`;
  return undefined;
}

/**
 * The history location, followed inside a transition: after a tap React renders the next page in the background,
 * yielding to the browser, so the tap's frame paints at once (INP) instead of after the whole new page.
 */
function useRoutedLocation(): LocationState {
  const [location, setLocation] = useState(getLocation);
  useEffect(() => {
    const follow = () => startTransition(() => setLocation(getLocation()));
    const unsubscribe = subscribe(follow);
    follow(); // a change between the first render and this effect
    return unsubscribe;
  }, []);
  return location;
}

/** Matches the location against the route manifest and renders the page inside the shell. */
export function Router() {
  const location = useRoutedLocation();
  const redirect = redirectFor(location.pathname, location.search, preferredLocale());

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  const state = useMemo<RouteState | null>(() => {
    const { locale, rest } = splitLocale(location.pathname);
    if (!isLocale(locale)) return null;
    const match = matchRoute(rest);
    const route = match && (!match.route.devOnly || import.meta.env.DEV) ? match.route : undefined;
    return { locale, route, params: match?.params ?? {}, path: rest };
  }, [location.pathname]);

  useEffect(() => {
    if (!state) return;
    rememberLocale(state.locale);
    setLocale(state.locale);
    document.documentElement.lang = state.locale;
  }, [state]);

  if (redirect || !state) return null;
  const Page = state.route ? lazyPage(state.route.id) : NotFoundPage;
  return (
    <LocationContext.Provider value={location}>
      <RouteContext.Provider value={state}>
        <AppShell>
          <AccessGuard>
            <Page />
          </AccessGuard>
        </AppShell>
      </RouteContext.Provider>
    </LocationContext.Provider>
  );
}
