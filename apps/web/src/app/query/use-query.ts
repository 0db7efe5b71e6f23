import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { setSessionQueryClient } from '../../session/login.ts';
import { type Observer, QueryClient, type QueryFn, type QueryKey } from './query-client.ts';

export { QueryClient, type QueryKey } from './query-client.ts';

/**
 * The React side of the query layer (ADR 012), with TanStack Query's hook names and result shapes.
 * One client for the whole app. Query defaults of DESIGN.md section 2: refetch on mount after 30 s, unused
 * cache kept 60 s, up to 5 retries with backoff, never a retry for a business error code; mutations never retry.
 */
export const queryClient = new QueryClient({
  staleTime: 30_000,
  gcTime: 60_000,
  refetchOnWindowFocus: false,
  retry: (failures, error) => failures < 5 && !(error as { business?: boolean }).business,
  retryDelay: (failures) => Math.min(500 * 2 ** failures, 8_000),
});

// Logout drops every cached answer.
setSessionQueryClient(queryClient);

export const useQueryClient = () => queryClient;

/** `placeholderData: keepPreviousData`: while a new key loads, show the last data this hook showed. */
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous;

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  refetchOnMount?: boolean | 'always';
  refetchOnWindowFocus?: boolean;
  refetchInterval?: number | false;
  placeholderData?: T | ((previous: T | undefined) => T | undefined);
}

interface ResultBase {
  error: Error | null;
  isFetching: boolean;
  isLoading: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<void>;
}

export type QueryResult<T> = ResultBase &
  (
    | { status: 'pending'; data: undefined; isPending: true; isSuccess: false; isError: false }
    | { status: 'error'; data: T | undefined; isPending: false; isSuccess: false; isError: true }
    | { status: 'success'; data: T; isPending: false; isSuccess: true; isError: false }
  );

function useEntry<T>(options: Omit<QueryOptions<T>, 'queryFn'>, queryFn: QueryFn) {
  const query = queryClient.get(options.queryKey, options.gcTime);
  query.fn = queryFn;
  const enabled = options.enabled !== false;
  const staleTime = options.staleTime ?? queryClient.options.staleTime;
  const [observer] = useState<Observer>(() => ({ enabled, staleTime, onFocus: false }));
  observer.enabled = enabled;
  observer.staleTime = staleTime;
  observer.onFocus = options.refetchOnWindowFocus ?? queryClient.options.refetchOnWindowFocus;
  const state = useSyncExternalStore(
    useCallback(
      (notify: () => void) => {
        observer.notify = notify;
        return queryClient.observe(query, observer);
      },
      [query, observer],
    ),
    () => query.state,
  );

  const always = options.refetchOnMount === 'always';
  const onMount = options.refetchOnMount !== false;
  useEffect(() => {
    if (enabled && (always || (onMount && queryClient.isStale(query, observer.staleTime))))
      void queryClient.fetch(query);
  }, [query, observer, enabled, always, onMount]);

  const interval = options.refetchInterval;
  useEffect(() => {
    if (!enabled || !interval) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void queryClient.fetch(query);
    }, interval);
    return () => clearInterval(timer);
  }, [query, enabled, interval]);

  // The last real data this hook showed, for keepPreviousData.
  const previous = useRef<T | undefined>(undefined);
  let placeholder: T | undefined;
  if (state.status === 'pending' && options.placeholderData !== undefined) {
    const given = options.placeholderData;
    placeholder =
      typeof given === 'function' ? (given as (previous: T | undefined) => T | undefined)(previous.current) : given;
  }
  const isPlaceholderData = placeholder !== undefined;
  if (!isPlaceholderData && state.data !== undefined) previous.current = state.data as T;
  const status = isPlaceholderData ? 'success' : state.status;
  const fetching = state.fetching > 0;
  const result = {
    data: isPlaceholderData ? placeholder : state.data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: fetching,
    isLoading: fetching && status === 'pending',
    isPlaceholderData,
    dataUpdatedAt: state.updatedAt,
    refetch: () => queryClient.fetch(query, true),
  } as QueryResult<T>;
  return { result, query, state };
}

/**
 * Asks for a query's answer before any hook shows it (a page's `prefetch`, router/pages.ts), unless a fresh one is
 * cached: the hook that mounts later joins the running call instead of sending its own. Settles when the answer (or
 * the final failure) is in; never rejects.
 */
export function prefetchQuery<T>(
  options: Pick<QueryOptions<T>, 'queryKey' | 'queryFn' | 'staleTime' | 'gcTime'>,
): Promise<void> {
  const query = queryClient.get(options.queryKey, options.gcTime);
  const fn = options.queryFn as QueryFn;
  query.fn ??= fn;
  if (!queryClient.isStale(query, options.staleTime ?? queryClient.options.staleTime)) return Promise.resolve();
  return queryClient.fetch(query, false, fn);
}

export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  return useEntry(options, options.queryFn as QueryFn).result;
}

interface InfiniteData<P, Param> {
  pages: P[];
  pageParams: Param[];
}

export interface InfiniteQueryOptions<P, Param> extends Omit<QueryOptions<InfiniteData<P, Param>>, 'queryFn'> {
  queryFn: (context: { pageParam: Param; signal: AbortSignal }) => Promise<P>;
  initialPageParam: Param;
  /** The next page's parameter; `undefined` or `null` when there is none. */
  getNextPageParam: (lastPage: P, pages: P[]) => Param | undefined | null;
}

export type InfiniteQueryResult<P, Param> = QueryResult<InfiniteData<P, Param>> & {
  fetchNextPage: () => Promise<void>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
};

/** Pages fetched one after another; a refetch fetches again as many pages as are shown, from the first. */
export function useInfiniteQuery<P, Param>(options: InfiniteQueryOptions<P, Param>): InfiniteQueryResult<P, Param> {
  type Data = InfiniteData<P, Param>;
  const { queryFn, initialPageParam, getNextPageParam } = options;
  const refetchAll: QueryFn<Data> = async ({ signal }, old) => {
    const pages: P[] = [];
    const pageParams: Param[] = [];
    let param = initialPageParam;
    for (let i = 0; i < (old?.pages.length || 1); i++) {
      if (i > 0) {
        const next = getNextPageParam(pages[i - 1] as P, pages);
        if (next == null) break;
        param = next;
      }
      pageParams.push(param);
      pages.push(await queryFn({ pageParam: param, signal }));
    }
    return { pages, pageParams };
  };
  const { result, query, state } = useEntry<Data>(options, refetchAll as QueryFn);
  const lastParam = (pages: P[] | undefined) =>
    pages?.length ? getNextPageParam(pages[pages.length - 1] as P, pages) : null;
  const fetchNextPage: QueryFn<Data> = async ({ signal }, old) => {
    const param = lastParam(old?.pages) as Param;
    const page = await queryFn({ pageParam: param, signal });
    return { pages: [...(old as Data).pages, page], pageParams: [...(old as Data).pageParams, param] };
  };
  return {
    ...result,
    hasNextPage: lastParam(result.data?.pages) != null,
    isFetchingNextPage: state.fetching === 2,
    // Only from real data with a next page (not from placeholder data of another key).
    fetchNextPage: () =>
      lastParam((state.data as Data | undefined)?.pages) == null
        ? Promise.resolve()
        : queryClient.fetch(query, true, fetchNextPage as QueryFn, true),
  };
}

interface MutateCallbacks<T, V> {
  onSuccess?: (data: T, variables: V) => unknown;
  onError?: (error: Error, variables: V) => unknown;
  onSettled?: (data: T | undefined, error: Error | null, variables: V) => unknown;
}

export interface MutationOptions<T, V> extends MutateCallbacks<T, V> {
  mutationKey?: QueryKey;
  mutationFn: (variables: V) => Promise<T>;
}

interface MutationState<T, V> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: T | undefined;
  error: Error | null;
  variables: V | undefined;
}

export interface MutationResult<T, V> extends MutationState<T, V> {
  mutate: (variables: V, callbacks?: MutateCallbacks<T, V>) => void;
  mutateAsync: (variables: V, callbacks?: MutateCallbacks<T, V>) => Promise<T>;
  reset: () => void;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/**
 * A call that changes something. The hook's callbacks run first (awaited), then the state updates, then the
 * callbacks given to `mutate` of the latest call. `mutate` swallows the error (it is in `error`); `mutateAsync`
 * rejects with it. No retry.
 */
export function useMutation<T, V = void>(options: MutationOptions<T, V>): MutationResult<T, V> {
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<MutationState<T, V>>(IDLE);
  const [actions] = useState(() => {
    let calls = 0;
    const mutateAsync = async (variables: V, callbacks: MutateCallbacks<T, V> = {}): Promise<T> => {
      const call = ++calls;
      const own = latest.current;
      const update = (next: MutationState<T, V>) => call === calls && setState(next);
      update({ status: 'pending', data: undefined, error: null, variables });
      let data: T;
      try {
        data = await own.mutationFn(variables);
        await own.onSuccess?.(data, variables);
        await own.onSettled?.(data, null, variables);
      } catch (failure) {
        const error = failure as Error;
        try {
          await own.onError?.(error, variables);
          await own.onSettled?.(undefined, error, variables);
        } finally {
          update({ status: 'error', data: undefined, error, variables });
          if (call === calls) {
            await callbacks.onError?.(error, variables);
            await callbacks.onSettled?.(undefined, error, variables);
          }
        }
        throw error;
      }
      update({ status: 'success', data, error: null, variables });
      if (call === calls) {
        await callbacks.onSuccess?.(data, variables);
        await callbacks.onSettled?.(data, null, variables);
      }
      return data;
    };
    return {
      mutateAsync,
      mutate: (variables: V, callbacks?: MutateCallbacks<T, V>) => {
        mutateAsync(variables, callbacks).catch(() => {});
      },
      reset: () => {
        calls++;
        setState(IDLE);
      },
    };
  });
  return {
    ...state,
    ...actions,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
