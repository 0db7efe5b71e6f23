import { onMessagesLoadFailure } from '../i18n/i18n.ts';

/**
 * Client-side reports of spec sections 8 and 9 that must not slow startup: listeners are cheap and
 * queue events; the sender and the anti-debug check load lazily when the browser is idle.
 */

export interface MonitorEvent {
  type: 'event' | 'error';
  name: string;
  ts: number;
  page?: string;
  status?: number;
  data?: Record<string, string | number | boolean>;
}

const queue: MonitorEvent[] = [];
let flushScheduled = false;

const idle = (fn: () => void, timeout = 4000) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout }) : setTimeout(fn, 1500);

export function queueReport(event: Omit<MonitorEvent, 'ts' | 'page'>) {
  queue.push({ ...event, ts: Date.now(), page: window.location.pathname });
  if (flushScheduled) return;
  flushScheduled = true;
  idle(() => {
    flushScheduled = false;
    const batch = queue.splice(0, queue.length);
    if (batch.length > 0) void import('./report.ts').then((m) => m.sendReports(batch));
  });
}

const STATIC_TAGS = new Set(['IMG', 'SCRIPT', 'LINK', 'SOURCE', 'VIDEO', 'AUDIO']);

function resourceUrl(target: EventTarget | null): string | undefined {
  if (!(target instanceof HTMLElement) || !STATIC_TAGS.has(target.tagName)) return undefined;
  const url =
    (target as HTMLImageElement).currentSrc || (target as HTMLImageElement).src || (target as HTMLLinkElement).href;
  return url && !url.startsWith('data:') ? url : undefined;
}

/** A static resource that failed to load is checked once; a 404 is reported as static_404. */
async function checkFailedResource(url: string) {
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (res.status === 404) queueReport({ type: 'error', name: 'static_404', status: 404, data: { url } });
  } catch {
    // offline or blocked: not a 404
  }
}

let installed = false;

export function installMonitors() {
  if (installed) return;
  installed = true;
  const seen = new Set<string>();
  window.addEventListener(
    'error',
    (event) => {
      const url = resourceUrl(event.target);
      if (!url || seen.has(url)) return;
      seen.add(url);
      void checkFailedResource(url);
    },
    true,
  );
  onMessagesLoadFailure((url, error) =>
    queueReport({ type: 'error', name: 'i18n_load_failure', data: { url, error: String(error).slice(0, 256) } }),
  );
  try {
    if (localStorage.getItem('arcadia_test_hooks') === '1')
      void import('./test-hooks.ts').then((m) => m.installTestHooks());
  } catch {
    // no storage
  }
  // The anti-debug timing check runs well after startup, in idle time, from its own chunk.
  setTimeout(() => idle(() => void import('./anti-debug.ts').then((m) => m.runAntiDebugCheck())), 3000);
}
