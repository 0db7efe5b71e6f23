/**
 * Performance reports and page analytics, sent together in batches (spec sections 3 and 7) to the stats
 * service's POST /report (contract `stats.report`): one event per call (api url, HTTP status, code, used ms)
 * and one per page view. A batch goes by fetch with keepalive (it carries the TS/NONCE headers the replay
 * guard requires), else navigator.sendBeacon; a failed batch is dropped silently.
 */
export const STATS_REPORT_URL = '/svc/stats/report';
export const BATCH_SIZE = 20;
export const FLUSH_INTERVAL_MS = 15_000;

export interface StatsEvent {
  type: 'page' | 'api' | 'event' | 'error';
  name: string;
  ts: number;
  page?: string;
  duration_ms?: number;
  status?: number;
  code?: number;
}

let queue: StatsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** One API call: its url (no query), HTTP status (0 when no answer), envelope code and the time it took. */
export function recordApiPerformance(record: { api: string; status: number; code: number | null; ms: number }) {
  if (record.api === STATS_REPORT_URL) return;
  const event: StatsEvent = {
    type: 'api',
    name: record.api.slice(0, 128),
    ts: Date.now(),
    status: record.status,
    duration_ms: Math.max(0, Math.min(600_000, Math.round(record.ms))),
  };
  if (record.code !== null) event.code = record.code;
  enqueue(event);
}

export function recordPageView(routeId: string, page: string) {
  enqueue({ type: 'page', name: routeId.slice(0, 128), ts: Date.now(), page: page.slice(0, 512) });
}

export function pendingRecords(): readonly StatsEvent[] {
  return queue;
}

function enqueue(event: StatsEvent) {
  queue.push(event);
  if (queue.length >= BATCH_SIZE) flushAnalytics();
  else if (!timer) timer = setTimeout(flushAnalytics, FLUSH_INTERVAL_MS);
}

type HeaderSource = () => Record<string, string>;
let headerSource: HeaderSource = () => ({});
/** The API client provides the common headers (TS, NONCE, session, platform). */
export function setAnalyticsHeaderSource(source: HeaderSource) {
  headerSource = source;
}

type Sender = (url: string, body: string, headers: Record<string, string>) => void;

const defaultSender: Sender = (url, body, headers) => {
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { ...headers, 'content-type': 'application/json' },
    }).catch(() => {});
  } catch {
    navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
  }
};

let sender: Sender = defaultSender;

/** Tests swap the transport. */
export function setAnalyticsSender(next: Sender | undefined) {
  sender = next ?? defaultSender;
}

export function flushAnalytics() {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const batch = queue.slice(0, 100);
  queue = queue.slice(100);
  try {
    sender(STATS_REPORT_URL, JSON.stringify({ events: batch }), headerSource());
  } catch {
    // A lost batch is acceptable; analytics never break the app.
  }
  if (queue.length > 0) timer = setTimeout(flushAnalytics, 0);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}
