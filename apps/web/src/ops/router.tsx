import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/** The console's few routes need no router library: the path below /ops and the query, from the History API. */
const BASE = '/ops';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentHref = () => `${location.pathname}${location.search}`;

export function useLocation(): { path: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, currentHref);
  const url = new URL(href, 'http://console.local');
  const path = url.pathname.slice(BASE.length).replace(/\/+$/, '') || '/';
  return { path, search: url.searchParams };
}

export function navigate(to: string, { replace = false } = {}) {
  const href = `${BASE}${to === '/' ? '' : to}`;
  if (replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  window.scrollTo(0, 0);
  notify();
}

export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${BASE}${to === '/' ? '' : to}`} onClick={go} {...rest} />;
}
