/**
 * Performance reports and page analytics (spec sections 3 and 7), sent in batches to the stats service's
 * POST /report (contract `stats.report`). Performance reports (api url, HTTP status, code, used ms) go every
 * FLUSH_INTERVAL_MS or BATCH_SIZE events. Page views wait in local storage and go as one batch when the stored
 * report start is older than 24 h (spec section 7). A batch goes by fetch with keepalive (it carries the TS/NONCE
 * headers the replay guard requires), else navigator.sendBeacon; a failed batch is dropped silently.
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

export const PAGE_REPORT_KEY = 'page_report';
export const PAGE_REPORT_AGE_MS = 24 * 60 * 60 * 1000;
/** The newest page views kept while a report waits (a bound on local storage). */
const PAGE_REPORT_MAX_EVENTS = 300;

interface PageReport {
  start: number;
  events: StatsEvent[];
}

function storedPageReport(now: number): PageReport {
  try {
    const stored = JSON.parse(localStorage.getItem(PAGE_REPORT_KEY) ?? 'null') as Partial<PageReport> | null;
    if (stored && typeof stored.start === 'number' && Array.isArray(stored.events))
      return { start: stored.start, events: stored.events };
  } catch {
    // Unreadable or unavailable storage starts a new report.
  }
  return { start: now, events: [] };
}

/** One page view: kept in the stored report, which is sent once its start is 24 h old. */
export function recordPageView(routeId: string, page: string, now = Date.now()) {
  const event: StatsEvent = { type: 'page', name: routeId.slice(0, 128), ts: now, page: page.slice(0, 512) };
  const report = storedPageReport(now);
  report.events = [...report.events, event].slice(-PAGE_REPORT_MAX_EVENTS);
  if (now - report.start < PAGE_REPORT_AGE_MS) {
    try {
      localStorage.setItem(PAGE_REPORT_KEY, JSON.stringify(report));
      return;
    } catch {
      // Without storage the view goes with the next performance batch.
      enqueue(event);
      return;
    }
  }
  try {
    localStorage.removeItem(PAGE_REPORT_KEY);
  } catch {
    // Nothing stored to remove.
  }
  queue.push(...report.events);
  flushAnalytics();
}

export function pendingRecords(): readonly StatsEvent[] {
  return queue;
}

/** A product event, sent at once: the page may be about to reload, and the batch goes with keepalive. */
export function recordEvent(name: string, page?: string) {
  enqueue({ type: 'event', name: name.slice(0, 128), ts: Date.now(), ...(page ? { page: page.slice(0, 256) } : {}) });
  flushAnalytics();
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
