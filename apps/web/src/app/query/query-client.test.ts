import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientOptions, hashKey, type Observer, QueryClient, shareData } from './query-client.ts';

const business = (message: string) => Object.assign(new Error(message), { business: true });

function client(options: Partial<ClientOptions> = {}) {
  return new QueryClient({
    staleTime: 30_000,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 5 && !(error as { business?: boolean }).business,
    retryDelay: (failures) => Math.min(500 * 2 ** failures, 8_000),
    ...options,
  });
}

const watcher = (enabled = true): Observer => ({ enabled, staleTime: 30_000, onFocus: false, notify: vi.fn() });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('keys', () => {
  it('hashes object members in sorted order, so member order does not make another key', () => {
    expect(hashKey(['wallet', 1, { coin: 'WH', direction: 'in' }])).toBe(
      hashKey(['wallet', 1, { direction: 'in', coin: 'WH' }]),
    );
    expect(hashKey(['wallet', 1])).not.toBe(hashKey(['wallet', 2]));
    expect(hashKey(['wallet', { coin: undefined }])).toBe(hashKey(['wallet', {}]));
  });

  it('shares unchanged parts of a new answer with the old one', () => {
    const old = { list: [{ id: 1 }, { id: 2 }], total: 2 };
    const same = shareData(old, { list: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(same).toBe(old);
    const changed = shareData(old, { list: [{ id: 1 }, { id: 3 }], total: 2 }) as typeof old;
    expect(changed).not.toBe(old);
    expect(changed.list[0]).toBe(old.list[0]);
    expect(changed.list[1]).toEqual({ id: 3 });
    expect(shareData(old, { list: old.list })).toEqual({ list: old.list });
    expect(shareData([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe('fetching', () => {
  it('shares one fetch between concurrent callers of a key', async () => {
    const c = client();
    const answer = deferred<string>();
    const fn = vi.fn(() => answer.promise);
    const query = c.get(['a']);
    query.fn = fn;
    const first = c.fetch(query);
    const second = c.fetch(c.get(['a']));
    expect(second).toBe(first);
    expect(query.state.fetching).toBe(1);
    answer.resolve('x');
    await first;
    expect(fn).toHaveBeenCalledTimes(1);
    expect(query.state).toMatchObject({ data: 'x', status: 'success', fetching: 0, error: null });
  });

  it('passes an abort signal; a forced fetch over data aborts the running one and ignores its answer', async () => {
    const c = client();
    const query = c.get(['a']);
    c.setQueryData(['a'], 'old');
    const slow = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    query.fn = ({ signal }) => {
      firstSignal = signal;
      return slow.promise;
    };
    const first = c.fetch(query);
    const second = c.fetch(query, true, async () => 'new');
    await second;
    expect(firstSignal?.aborted).toBe(true);
    slow.resolve('stale');
    await first;
    expect(query.state.data).toBe('new');
  });

  it('joins the running fetch even when forced while there is no data yet', async () => {
    const c = client();
    const query = c.get(['a']);
    const fn = vi.fn(async () => 'x');
    query.fn = fn;
    const first = c.fetch(query);
    expect(c.fetch(query, true)).toBe(first);
    await first;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries a failure up to 5 times with backoff, and never a business error', async () => {
    vi.useFakeTimers();
    const c = client();
    const query = c.get(['a']);
    let calls = 0;
    query.fn = async () => {
      calls++;
      if (calls < 3) throw new Error('network');
      return 'ok';
    };
    const run = c.fetch(query);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(query.state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1000);
    await run;
    expect(calls).toBe(3);
    expect(query.state).toMatchObject({ status: 'success', data: 'ok' });

    const failing = c.get(['b']);
    const always = vi.fn(async () => {
      throw new Error('down');
    });
    failing.fn = always;
    const gaveUp = c.fetch(failing);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000 + 4000 + 8000);
    await gaveUp;
    expect(always).toHaveBeenCalledTimes(6);
    expect(failing.state.status).toBe('error');
    expect(failing.state.error?.message).toBe('down');

    const businessQuery = c.get(['c']);
    const once = vi.fn(async () => {
      throw business('1012');
    });
    businessQuery.fn = once;
    await c.fetch(businessQuery);
    expect(once).toHaveBeenCalledTimes(1);
    expect(businessQuery.state.status).toBe('error');
  });

  it('keeps the data when a refetch fails', async () => {
    const c = client();
    c.setQueryData(['a'], 'kept');
    const query = c.get(['a']);
    query.fn = async () => {
      throw business('no');
    };
    await c.fetch(query, true);
    expect(query.state).toMatchObject({ status: 'error', data: 'kept' });
  });
});

describe('staleness and invalidation', () => {
  it('is stale without data, after staleTime, or once invalidated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = client();
    const query = c.get(['a']);
    expect(c.isStale(query, 30_000)).toBe(true);
    c.setQueryData(['a'], 1);
    expect(c.isStale(query, 30_000)).toBe(false);
    expect(c.isStale(query, 0)).toBe(true);
    expect(c.isStale(query, Number.POSITIVE_INFINITY)).toBe(false);
    vi.setSystemTime(Date.now() + 30_000);
    expect(c.isStale(query, 30_000)).toBe(true);
    c.setQueryData(['a'], 2);
    await c.invalidateQueries({ queryKey: ['a'] });
    expect(c.isStale(query, Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('invalidates by key prefix and refetches only entries an enabled hook shows', async () => {
    const c = client();
    const fns = {
      info: vi.fn(async () => 'info'),
      addr: vi.fn(async () => 'addr'),
      hidden: vi.fn(async () => 'hidden'),
      disabled: vi.fn(async () => 'disabled'),
      other: vi.fn(async () => 'other'),
    };
    const keys = {
      info: ['wallet', 7, 'info'],
      addr: ['wallet', 7, 'addr'],
      hidden: ['wallet', 7, 'history', { coin: 'WH' }],
      disabled: ['wallet', 7, 'drive'],
      other: ['wallet', 8, 'info'],
    } as const;
    for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
      const query = c.get(keys[name]);
      query.fn = fns[name];
      c.setQueryData(keys[name], `${name}-0`);
      if (name !== 'hidden') c.observe(query, watcher(name !== 'disabled'));
    }
    await c.invalidateQueries({ queryKey: ['wallet', 7] });
    expect(fns.info).toHaveBeenCalledTimes(1);
    expect(fns.addr).toHaveBeenCalledTimes(1);
    expect(fns.hidden).not.toHaveBeenCalled();
    expect(fns.disabled).not.toHaveBeenCalled();
    expect(fns.other).not.toHaveBeenCalled();
    expect(c.get(keys.info).state.data).toBe('info');
    expect(c.get(keys.hidden).invalid).toBe(true);
    expect(c.get(keys.other).invalid).toBeFalsy();
    expect(c.findAll().length).toBe(5);
  });
});

describe('setQueryData', () => {
  it('hands the updater the current data and notifies watchers; undefined changes nothing', () => {
    const c = client();
    const observer = watcher();
    c.observe(c.get(['list']), observer);
    c.setQueryData(['list'], (old: number[] | undefined) => [...(old ?? []), 1]);
    c.setQueryData(['list'], (old: number[] | undefined) => [...(old ?? []), 2]);
    expect(c.getQueryData(['list'])).toEqual([1, 2]);
    expect(observer.notify).toHaveBeenCalledTimes(2);
    expect(c.setQueryData(['list'], () => undefined)).toBeUndefined();
    expect(c.getQueryData(['list'])).toEqual([1, 2]);
    expect(c.get(['list']).state.status).toBe('success');
  });
});

describe('garbage collection', () => {
  it('drops an entry nobody watches after gcTime, keeps watched and fetching ones', async () => {
    vi.useFakeTimers();
    const c = client();
    c.setQueryData(['unused'], 1);
    const watched = c.get(['watched']);
    const stop = c.observe(watched, watcher());
    vi.advanceTimersByTime(60_000);
    expect(c.getQueryData(['unused'])).toBeUndefined();
    expect(c.queries.has(hashKey(['watched']))).toBe(true);
    stop();
    vi.advanceTimersByTime(59_999);
    expect(c.queries.has(hashKey(['watched']))).toBe(true);
    vi.advanceTimersByTime(1);
    expect(c.queries.has(hashKey(['watched']))).toBe(false);

    const slow = c.get(['slow'], 1000);
    const answer = deferred<number>();
    slow.fn = () => answer.promise;
    const run = c.fetch(slow);
    vi.advanceTimersByTime(1000);
    expect(c.queries.get(hashKey(['slow']))).toBe(slow);
    answer.resolve(5);
    await run;
    vi.advanceTimersByTime(1000);
    expect(c.queries.has(hashKey(['slow']))).toBe(false);
  });

  it('never collects with an infinite gcTime', () => {
    vi.useFakeTimers();
    const c = client({ gcTime: Number.POSITIVE_INFINITY });
    c.setQueryData(['a'], 1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(c.getQueryData(['a'])).toBe(1);
  });
});

describe('clear', () => {
  it('drops every entry, aborts running fetches and tells watchers', async () => {
    const c = client();
    const query = c.get(['a']);
    let signal: AbortSignal | undefined;
    const answer = deferred<string>();
    query.fn = (context) => {
      signal = context.signal;
      return answer.promise;
    };
    const observer = watcher();
    c.observe(query, observer);
    const run = c.fetch(query);
    c.clear();
    expect(signal?.aborted).toBe(true);
    expect(c.queries.size).toBe(0);
    expect(query.state).toMatchObject({ status: 'pending', fetching: 0, data: undefined });
    expect(observer.notify).toHaveBeenCalled();
    answer.resolve('late');
    await run;
    expect(query.state.data).toBeUndefined();
  });
});

describe('window events', () => {
  it('refetches stale entries of enabled hooks that ask for it when the page becomes visible, and all on reconnect', async () => {
    const c = client({ staleTime: 0 });
    const asks = c.get(['asks']);
    const quiet = c.get(['quiet']);
    asks.fn = vi.fn(async () => 1);
    quiet.fn = vi.fn(async () => 1);
    c.observe(asks, { ...watcher(), staleTime: 0, onFocus: true });
    c.observe(quiet, { ...watcher(), staleTime: 0, onFocus: false });
    window.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(asks.fn).toHaveBeenCalledTimes(1);
    expect(quiet.fn).not.toHaveBeenCalled();
    await asks.run;
    window.dispatchEvent(new Event('online'));
    expect(asks.fn).toHaveBeenCalledTimes(2);
    expect(quiet.fn).toHaveBeenCalledTimes(1);
  });
});
