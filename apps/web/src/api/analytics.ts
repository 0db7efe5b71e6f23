/**
 * Performance reports and page analytics, sent together in batches (spec sections 3 and 7):
 * one record per call (api url, HTTP status, code, used ms) and one per page view. A batch goes to the
 * stats endpoint by navigator.sendBeacon, else fetch with keepalive; a failed batch is dropped silently.
 */
export const STATS_REPORT_URL = '/svc/stats/report';
export const BATCH_SIZE = 20;
export const FLUSH_INTERVAL_MS = 15_000;

export interface PerformanceRecord {
  type: 'api';
  api: string;
  status: number;
  code: number | null;
  ms: number;
}

export interface PageRecord {
  type: 'page';
  page: string;
  at: number;
}

export type AnalyticsRecord = PerformanceRecord | PageRecord;

let queue: AnalyticsRecord[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

export function recordApiPerformance(record: Omit<PerformanceRecord, 'type'>) {
  enqueue({ type: 'api', ...record });
}

export function recordPageView(page: string, at = Date.now()) {
  enqueue({ type: 'page', page, at });
}

export function pendingRecords(): readonly AnalyticsRecord[] {
  return queue;
}

function enqueue(record: AnalyticsRecord) {
  queue.push(record);
  if (queue.length >= BATCH_SIZE) flushAnalytics();
  else if (!timer) timer = setTimeout(flushAnalytics, FLUSH_INTERVAL_MS);
}

type Sender = (url: string, body: string) => void;

const defaultSender: Sender = (url, body) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => {});
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
  const batch = queue;
  queue = [];
  try {
    sender(STATS_REPORT_URL, JSON.stringify({ records: batch }));
  } catch {
    // A lost batch is acceptable; analytics never break the app.
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
}
