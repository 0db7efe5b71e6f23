import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BATCH_SIZE,
  FLUSH_INTERVAL_MS,
  flushAnalytics,
  PAGE_REPORT_AGE_MS,
  PAGE_REPORT_KEY,
  pendingRecords,
  recordApiPerformance,
  recordPageView,
  STATS_REPORT_URL,
  setAnalyticsHeaderSource,
  setAnalyticsSender,
} from './analytics.ts';

afterEach(() => {
  localStorage.removeItem(PAGE_REPORT_KEY);
  flushAnalytics();
  setAnalyticsSender(undefined);
  vi.useRealTimers();
});

describe('performance reports batched with page analytics', () => {
  it('sends a batch when it is full, with the common headers', () => {
    const sent: { url: string; body: string; headers: Record<string, string> }[] = [];
    setAnalyticsSender((url, body, headers) => sent.push({ url, body, headers }));
    setAnalyticsHeaderSource(() => ({ TS: '1', NONCE: 'abcde' }));
    for (let i = 1; i <= BATCH_SIZE; i++) recordApiPerformance({ api: `/svc/x/${i}`, status: 200, code: 0, ms: 12.4 });
    expect(sent).toHaveLength(1);
    const batch = JSON.parse(sent[0]?.body ?? '{}');
    expect(sent[0]?.url).toBe(STATS_REPORT_URL);
    expect(sent[0]?.headers).toEqual({ TS: '1', NONCE: 'abcde' });
    expect(batch.events).toHaveLength(BATCH_SIZE);
    expect(batch.events[0]).toMatchObject({ type: 'api', name: '/svc/x/1', status: 200, code: 0, duration_ms: 12 });
    expect(pendingRecords()).toHaveLength(0);
  });

  it('sends a partial batch after the interval, and on page hide', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    setAnalyticsSender((_url, body) => sent.push(body));
    recordApiPerformance({ api: '/svc/a', status: 0, code: null, ms: 5 });
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}').events[0]).not.toHaveProperty('code');
    recordApiPerformance({ api: '/svc/b', status: 200, code: 0, ms: 5 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('never reports the stats call itself, and a failing sender is harmless', () => {
    setAnalyticsSender(() => {
      throw new Error('offline');
    });
    recordApiPerformance({ api: STATS_REPORT_URL, status: 200, code: 0, ms: 1 });
    expect(pendingRecords()).toHaveLength(0);
    recordPageView('home', '/');
    expect(() => flushAnalytics()).not.toThrow();
  });
});

describe('page analytics', () => {
  it('wait in local storage until the stored report start is 24 h old, then go as one batch', () => {
    const sent: string[] = [];
    setAnalyticsSender((_url, body) => sent.push(body));
    const start = Date.UTC(2026, 10, 1, 8);
    recordPageView('home', '/', start);
    recordPageView('wallet', '/wallet', start + 60_000);
    recordPageView('library', '/library', start + PAGE_REPORT_AGE_MS - 1);
    flushAnalytics();
    expect(sent).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(PAGE_REPORT_KEY) ?? '{}').start).toBe(start);

    recordPageView('pool', '/pool', start + PAGE_REPORT_AGE_MS);
    expect(sent).toHaveLength(1);
    const events = JSON.parse(sent[0] ?? '{}').events;
    expect(events.map((e: { name: string }) => e.name)).toEqual(['home', 'wallet', 'library', 'pool']);
    expect(events[1]).toMatchObject({ type: 'page', page: '/wallet', ts: start + 60_000 });
    expect(localStorage.getItem(PAGE_REPORT_KEY)).toBeNull();

    recordPageView('home', '/', start + PAGE_REPORT_AGE_MS + 1);
    expect(JSON.parse(localStorage.getItem(PAGE_REPORT_KEY) ?? '{}').start).toBe(start + PAGE_REPORT_AGE_MS + 1);
  });

  it('an unreadable stored report starts a new one', () => {
    localStorage.setItem(PAGE_REPORT_KEY, '{not json');
    recordPageView('home', '/', 1_000);
    expect(JSON.parse(localStorage.getItem(PAGE_REPORT_KEY) ?? '{}')).toMatchObject({ start: 1_000 });
  });
});
