/**
 * The app's own query cache (ADR 012): the part of TanStack Query the app used, in about 2 KB gz. Entries are
 * keyed by arrays (hashed with sorted object keys), fetches of one key are shared, answers are structurally
 * shared with the previous data, failed fetches retry by the client's policy, and entries nobody watches are
 * dropped after their gcTime. React binds to it in `use-query.ts`.
 */
export type QueryKey = readonly unknown[];
export type QueryFn<T = unknown> = (context: { signal: AbortSignal }, old?: T) => Promise<T>;

export interface QueryState {
  data: unknown;
  error: Error | null;
  status: 'pending' | 'error' | 'success';
  /** 0 idle, 1 fetching, 2 fetching the next page of an infinite query. */
  fetching: 0 | 1 | 2;
  updatedAt: number;
}

/** One mounted hook: what it wants of its entry (read by invalidation, focus and reconnect refetches). */
export interface Observer {
  notify?: () => void;
  enabled: boolean;
  staleTime: number;
  onFocus: boolean;
}

export interface Query {
  key: QueryKey;
  hash: string;
  state: QueryState;
  fn?: QueryFn;
  invalid?: boolean;
  gcTime: number;
  observers: Set<Observer>;
  run?: Promise<void>;
  abort?: AbortController;
  timer?: ReturnType<typeof setTimeout>;
}

export interface ClientOptions {
  staleTime: number;
  gcTime: number;
  refetchOnWindowFocus: boolean;
  /** failureCount counts the failures before this one (0 after the first), as TanStack Query did. */
  retry: (failureCount: number, error: Error) => boolean;
  retryDelay: (failureCount: number) => number;
}

const PENDING: QueryState = { data: undefined, error: null, status: 'pending', fetching: 0, updatedAt: 0 };

const isPlain = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** Stable hash of a key: object keys sorted, so `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value) =>
    isPlain(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

/** `next`, reusing the parts of `prev` that are deep-equal to it, so unchanged data keeps its identity. */
export function shareData(prev: unknown, next: unknown): unknown {
  if (prev === next) return prev;
  const array = Array.isArray(prev) && Array.isArray(next);
  if (!array && !(isPlain(prev) && isPlain(next))) return next;
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(b);
  const out: Record<string, unknown> = array ? ([] as unknown as Record<string, unknown>) : {};
  let same = Object.keys(a).length === keys.length;
  for (const k of keys) {
    out[k] = shareData(a[k], b[k]);
    if (out[k] !== a[k] || !(k in a)) same = false;
  }
  return same ? prev : out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class QueryClient {
  readonly queries = new Map<string, Query>();
  readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
    if (typeof window === 'undefined') return;
    const refresh = (focus: boolean) => () => {
      if (document.visibilityState === 'hidden') return;
      for (const query of this.queries.values())
        for (const o of query.observers)
          if (o.enabled && (o.onFocus || !focus) && this.isStale(query, o.staleTime)) {
            void this.fetch(query);
            break;
          }
    };
    window.addEventListener('visibilitychange', refresh(true));
    window.addEventListener('focus', refresh(true));
    window.addEventListener('online', refresh(false));
  }

  /** The entry of a key, created (pending, collected after gcTime unless watched) when missing. */
  get(key: QueryKey, gcTime = this.options.gcTime): Query {
    const hash = hashKey(key);
    let query = this.queries.get(hash);
    if (!query) {
      query = { key, hash, state: PENDING, gcTime, observers: new Set() };
      this.queries.set(hash, query);
      this.collect(query);
    }
    query.gcTime = gcTime;
    return query;
  }

  isStale(query: Query, staleTime: number): boolean {
    return Boolean(query.invalid) || query.state.data === undefined || Date.now() >= query.state.updatedAt + staleTime;
  }

  private set(query: Query, patch: Partial<QueryState>) {
    query.state = { ...query.state, ...patch };
    for (const o of query.observers) o.notify?.();
  }

  private collect(query: Query) {
    clearTimeout(query.timer);
    if (Number.isFinite(query.gcTime))
      query.timer = setTimeout(() => {
        if (query.observers.size === 0 && !query.run && this.queries.get(query.hash) === query)
          this.queries.delete(query.hash);
      }, query.gcTime);
  }

  /** Watches an entry; the returned function stops watching (the last one out starts the gc timer). */
  observe(query: Query, observer: Observer): () => void {
    query.observers.add(observer);
    clearTimeout(query.timer);
    return () => {
      query.observers.delete(observer);
      if (query.observers.size === 0) this.collect(query);
    };
  }

  /**
   * Fetches an entry with `fn` (default: the last queryFn a hook gave it). A fetch already running is joined,
   * unless `force` and the entry has data: then the running one is aborted and its answer ignored.
   * Never rejects: the outcome is in the entry's state.
   */
  fetch(query: Query, force = false, fn = query.fn, next = false): Promise<void> {
    if (query.run && !(force && query.state.data !== undefined)) return query.run;
    if (!fn) return Promise.resolve();
    query.abort?.abort();
    const abort = new AbortController();
    query.abort = abort;
    this.set(query, { fetching: next ? 2 : 1 });
    const current = () => query.abort === abort;
    const finish = (patch: Partial<QueryState>) => {
      if (!current()) return;
      query.run = query.abort = undefined;
      this.set(query, { ...patch, fetching: 0 });
      if (query.observers.size === 0) this.collect(query);
    };
    const run = (async () => {
      for (let failures = 0; ; failures++) {
        try {
          const data = await fn({ signal: abort.signal }, query.state.data);
          query.invalid = false;
          return finish({
            data: shareData(query.state.data, data),
            error: null,
            status: 'success',
            updatedAt: Date.now(),
          });
        } catch (error) {
          if (!current()) return;
          if (!this.options.retry(failures, error as Error)) return finish({ error: error as Error, status: 'error' });
          await sleep(this.options.retryDelay(failures));
          if (!current()) return;
        }
      }
    })();
    query.run = run;
    return run;
  }

  /** The entries under a key prefix (every entry without one). */
  findAll(prefix: QueryKey = []): Query[] {
    const hash = hashKey(prefix);
    return [...this.queries.values()].filter((q) => hashKey(q.key.slice(0, prefix.length)) === hash);
  }

  /** Marks the entries under a prefix stale and refetches the ones a mounted, enabled hook shows. */
  invalidateQueries({ queryKey }: { queryKey?: QueryKey } = {}): Promise<void> {
    return Promise.all(
      this.findAll(queryKey).map((query) => {
        query.invalid = true;
        return [...query.observers].some((o) => o.enabled) ? this.fetch(query, true) : undefined;
      }),
    ).then(() => {});
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.queries.get(hashKey(key))?.state.data as T | undefined;
  }

  /** Replaces an entry's data (an updater gets the current data); `undefined` leaves it as it is. */
  setQueryData<T>(key: QueryKey, updater: T | undefined | ((old: T | undefined) => T | undefined)): T | undefined {
    const query = this.get(key);
    const data =
      typeof updater === 'function'
        ? (updater as (old: T | undefined) => T | undefined)(query.state.data as T | undefined)
        : updater;
    if (data === undefined) return undefined;
    query.invalid = false;
    this.set(query, { data: shareData(query.state.data, data), error: null, status: 'success', updatedAt: Date.now() });
    return data;
  }

  /** Drops every entry (logout). Mounted hooks see a fresh pending entry and fetch again if enabled. */
  clear() {
    const all = [...this.queries.values()];
    this.queries.clear();
    for (const query of all) {
      query.abort?.abort();
      query.run = query.abort = undefined;
      clearTimeout(query.timer);
      this.set(query, PENDING);
    }
  }
}
