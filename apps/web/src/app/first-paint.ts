import { create } from 'zustand';

/**
 * Work the first screen does not show (the CPL init call, the API error texts, the hosts' overlays, the service
 * worker) waits until the first page has painted, so it does not compete with that page for the network and the
 * main thread. The access guard says when the page has rendered; the work runs after the next frame. A page that
 * never renders (an error screen, a redirect loop) lets it run after LATEST_MS.
 */
const LATEST_MS = 4_000;

const useFirstPaint = create(() => ({ painted: false }));
const waiting: (() => void)[] = [];

function flush() {
  if (useFirstPaint.getState().painted) return;
  useFirstPaint.setState({ painted: true });
  for (const task of waiting.splice(0)) task();
}

if (typeof window !== 'undefined') setTimeout(flush, LATEST_MS);

/** Runs `task` once the first page has painted (at once after that). */
export function afterFirstPaint(task: () => void) {
  if (useFirstPaint.getState().painted) task();
  else waiting.push(task);
}

/** Called when the first page has rendered: the waiting work runs once the browser has painted it. */
export function pageRendered() {
  if (useFirstPaint.getState().painted) return;
  requestAnimationFrame(() => setTimeout(flush, 0));
}

/** True once the first page has painted. */
export function useFirstPaintDone(): boolean {
  return useFirstPaint((state) => state.painted);
}
