/** The browser history as a tiny store: components subscribe to the current location. */
type Listener = () => void;
const listeners = new Set<Listener>();

export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
  href: string;
}

let current = read();

function read(): LocationState {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, href: `${pathname}${search}${hash}` };
}

function notify() {
  const next = read();
  if (next.href === current.href) return;
  current = next;
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', notify);

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocation(): LocationState {
  return current;
}

export interface NavigateOptions {
  replace?: boolean;
}

export function navigate(href: string, { replace = false }: NavigateOptions = {}) {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  if (!replace) window.scrollTo(0, 0);
  notify();
}

export function back() {
  window.history.back();
}
