import { useSyncExternalStore } from 'react';

/**
 * Work the first screen does not show (the CPL init call, the API error texts, the hosts' overlays, the service worker) waits until the
 * first page has painted, so it does not compete with that page for the network and the main thread. The access
 * guard says when the page has rendered; the work runs after the next frame. A page that never renders (an error
 * screen, a redirect loop) lets it run after LATEST_MS.
 */
const LATEST_MS = 4_000;

let painted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

function flush() {
  if (painted) return;
  painted = true;
  for (const task of waiting.splice(0)) task();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') setTimeout(flush, LATEST_MS);

/** Runs `task` once the first page has painted (at once after that). */
export function afterFirstPaint(task: () => void) {
  if (painted) task();
  else waiting.push(task);
}

/** Called when the first page has rendered: the waiting work runs once the browser has painted it. */
export function pageRendered() {
  if (painted) return;
  requestAnimationFrame(() => setTimeout(flush, 0));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isPainted = () => painted;

/** True once the first page has painted. */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(subscribe, isPainted, isPainted);
}
