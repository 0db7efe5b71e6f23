import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keepPreviousData,
  prefetchQuery,
  queryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from './use-query.ts';

const business = (message: string) => Object.assign(new Error(message), { business: true });

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
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
});

describe('prefetchQuery', () => {
  it('asks before any hook shows the key; the hook mounted meanwhile joins the call instead of sending its own', async () => {
    const answer = deferred<string>();
    const fn = vi.fn(() => answer.promise);
    const settled = prefetchQuery({ queryKey: ['t', 'prefetch'], queryFn: fn });
    expect(fn).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useQuery({ queryKey: ['t', 'prefetch'], queryFn: fn }));
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      answer.resolve('early');
      await settled;
    });
    expect(result.current.data).toBe('early');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while a fresh answer is cached, and settles without rejecting when the call fails', async () => {
    const fn = vi.fn(async () => 'cached');
    await prefetchQuery({ queryKey: ['t', 'prefetch-fresh'], queryFn: fn });
    await prefetchQuery({ queryKey: ['t', 'prefetch-fresh'], queryFn: fn });
    expect(fn).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw business('refused');
    });
    await expect(prefetchQuery({ queryKey: ['t', 'prefetch-fails'], queryFn: failing })).resolves.toBeUndefined();
    expect(queryClient.get(['t', 'prefetch-fails']).state.status).toBe('error');
  });
});

describe('useQuery', () => {
  it('goes from pending to success, with the loading and fetching flags', async () => {
    const answer = deferred<{ n: number }>();
    const { result } = renderHook(() => useQuery({ queryKey: ['t', 'basic'], queryFn: () => answer.promise }));
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, data: undefined });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isLoading).toBe(true);
    await act(async () => answer.resolve({ n: 1 }));
    expect(result.current).toMatchObject({
      status: 'success',
      isSuccess: true,
      isPending: false,
      isLoading: false,
      isFetching: false,
      isError: false,
      error: null,
      data: { n: 1 },
    });
  });

  it('fetches a key once for several hooks mounted together', async () => {
    const fn = vi.fn(async () => 'shared');
    const { result } = renderHook(() => [
      useQuery({ queryKey: ['t', 'dedupe'], queryFn: fn }),
      useQuery({ queryKey: ['t', 'dedupe'], queryFn: fn }),
    ]);
    await waitFor(() => expect(result.current[1]?.data).toBe('shared'));
    expect(result.current[0]?.data).toBe('shared');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('refetches on mount only when the cached data is older than staleTime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fn = vi.fn(async () => 'v');
    const first = renderHook(() => useQuery({ queryKey: ['t', 'stale'], queryFn: fn, staleTime: 1000 }));
    await waitFor(() => expect(first.result.current.data).toBe('v'));
    first.unmount();
    const fresh = renderHook(() => useQuery({ queryKey: ['t', 'stale'], queryFn: fn, staleTime: 1000 }));
    expect(fresh.result.current.data).toBe('v');
    await act(async () => {});
    expect(fn).toHaveBeenCalledTimes(1);
    fresh.unmount();
    vi.setSystemTime(Date.now() + 1000);
    const later = renderHook(() => useQuery({ queryKey: ['t', 'stale'], queryFn: fn, staleTime: 1000 }));
    expect(later.result.current.data).toBe('v');
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    later.unmount();
    renderHook(() => useQuery({ queryKey: ['t', 'stale'], queryFn: fn, staleTime: 1000, refetchOnMount: 'always' }));
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(3));
  });

  it('uses the 30 s default staleTime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fn = vi.fn(async () => 'v');
    const first = renderHook(() => useQuery({ queryKey: ['t', 'default-stale'], queryFn: fn }));
    await waitFor(() => expect(first.result.current.data).toBe('v'));
    first.unmount();
    vi.setSystemTime(Date.now() + 29_000);
    const second = renderHook(() => useQuery({ queryKey: ['t', 'default-stale'], queryFn: fn }));
    await act(async () => {});
    expect(fn).toHaveBeenCalledTimes(1);
    second.unmount();
    vi.setSystemTime(Date.now() + 1000);
    renderHook(() => useQuery({ queryKey: ['t', 'default-stale'], queryFn: fn }));
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
  });

  it('does not fetch while disabled and fetches once enabled', async () => {
    const fn = vi.fn(async () => 'on');
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery({ queryKey: ['t', 'enabled'], queryFn: fn, enabled }),
      { initialProps: { enabled: false } },
    );
    await act(async () => {});
    expect(fn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isPending: true, isLoading: false, isFetching: false });
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('on'));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('polls with refetchInterval while mounted and enabled', async () => {
    let n = 0;
    const fn = vi.fn(async () => ++n);
    const { result, rerender, unmount } = renderHook(
      ({ interval }: { interval: number | false }) =>
        useQuery({ queryKey: ['t', 'poll'], queryFn: fn, refetchInterval: interval }),
      { initialProps: { interval: 20 as number | false } },
    );
    await waitFor(() => expect(result.current.data).toBeGreaterThanOrEqual(3), { timeout: 1000 });
    rerender({ interval: false });
    const calls = fn.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fn.mock.calls.length).toBe(calls);
    rerender({ interval: 20 });
    await waitFor(() => expect(fn.mock.calls.length).toBeGreaterThan(calls + 1), { timeout: 1000 });
    unmount();
    const stopped = fn.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fn.mock.calls.length).toBe(stopped);
  });

  it('refetches a stale query when the page becomes visible only if refetchOnWindowFocus is set', async () => {
    const quiet = vi.fn(async () => 'q');
    const asks = vi.fn(async () => 'a');
    const { result } = renderHook(() => [
      useQuery({ queryKey: ['t', 'focus-default'], queryFn: quiet, staleTime: 0 }),
      useQuery({ queryKey: ['t', 'focus-on'], queryFn: asks, staleTime: 0, refetchOnWindowFocus: true }),
    ]);
    await waitFor(() => expect(result.current[1]?.data).toBe('a'));
    expect(result.current[0]?.data).toBe('q');
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(asks).toHaveBeenCalledTimes(2);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('reports an error (no retry for a business code) and recovers with refetch', async () => {
    let fail = true;
    const fn = vi.fn(async () => {
      if (fail) throw business('1004');
      return 'back';
    });
    const { result } = renderHook(() => useQuery({ queryKey: ['t', 'error'], queryFn: fn }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ status: 'error', data: undefined, isPending: false });
    expect(result.current.error?.message).toBe('1004');
    fail = false;
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 'back', error: null });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous key’s data as placeholder while a new key loads', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(
      ({ id }) =>
        useQuery({
          queryKey: ['t', 'placeholder', { id }],
          queryFn: () => (answers[id] as ReturnType<typeof deferred<string>>).promise,
          placeholderData: keepPreviousData,
        }),
      { initialProps: { id: 'a' } },
    );
    expect(result.current.isPending).toBe(true);
    await act(async () => answers.a?.resolve('A'));
    expect(result.current).toMatchObject({ data: 'A', isPlaceholderData: false });
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ data: 'A', isPlaceholderData: true, status: 'success', isPending: false });
    await act(async () => answers.b?.resolve('B'));
    expect(result.current).toMatchObject({ data: 'B', isPlaceholderData: false });
  });

  it('shows setQueryData at once and refetches on invalidation of a key prefix', async () => {
    let version = 0;
    const fn = vi.fn(async () => ({ version: ++version }));
    const { result } = renderHook(() => {
      const client = useQueryClient();
      return { client, query: useQuery({ queryKey: ['wallet', 3, 'info'], queryFn: fn }) };
    });
    await waitFor(() => expect(result.current.query.data).toEqual({ version: 1 }));
    act(() => {
      result.current.client.setQueryData(['wallet', 3, 'info'], (old: { version: number } | undefined) => ({
        version: (old?.version ?? 0) + 10,
      }));
    });
    expect(result.current.query.data).toEqual({ version: 11 });
    await act(() => result.current.client.invalidateQueries({ queryKey: ['wallet', 3] }));
    expect(result.current.query.data).toEqual({ version: 2 });
    await act(() => result.current.client.invalidateQueries({ queryKey: ['wallet', 4] }));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('fetches again after clear (logout) when still mounted and enabled', async () => {
    const fn = vi.fn(async () => 'x');
    const { result } = renderHook(() => useQuery({ queryKey: ['t', 'clear'], queryFn: fn }));
    await waitFor(() => expect(result.current.data).toBe('x'));
    act(() => queryClient.clear());
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.data).toBe('x'));
  });

  it('keeps the data identity when a refetch answers the same', async () => {
    const fn = vi.fn(async () => ({ list: [{ id: 1 }] }));
    const { result } = renderHook(() => useQuery({ queryKey: ['t', 'share'], queryFn: fn }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    const before = result.current.data;
    await act(() => result.current.refetch());
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(before);
  });

  it('collects the entry gcTime after the last hook unmounts', async () => {
    const { result, unmount } = renderHook(() =>
      useQuery({ queryKey: ['t', 'gc'], queryFn: async () => 1, gcTime: 30 }),
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    unmount();
    expect(queryClient.getQueryData(['t', 'gc'])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(queryClient.getQueryData(['t', 'gc'])).toBeUndefined();
  });
});

describe('useInfiniteQuery', () => {
  const pages: Record<string, { items: number[]; next_cursor: string | null }> = {
    start: { items: [1, 2], next_cursor: 'p2' },
    p2: { items: [3, 4], next_cursor: 'p3' },
    p3: { items: [5], next_cursor: null },
  };

  it('fetches page by page, knows when there is no next page, and refetches every shown page', async () => {
    const fn = vi.fn(async ({ pageParam }: { pageParam: string | undefined }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return pages[pageParam ?? 'start'] as (typeof pages)[string];
    });
    const { result } = renderHook(() =>
      useInfiniteQuery({
        queryKey: ['t', 'pages'],
        queryFn: fn,
        initialPageParam: undefined as string | undefined,
        getNextPageParam: (last) => last.next_cursor ?? undefined,
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual([1, 2]);
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.isFetchingNextPage).toBe(false);

    let next: Promise<void> | undefined;
    act(() => {
      next = result.current.fetchNextPage();
    });
    expect(result.current.isFetchingNextPage).toBe(true);
    expect(result.current.isFetching).toBe(true);
    await act(() => next as Promise<void>);
    expect(result.current.isFetchingNextPage).toBe(false);
    expect(result.current.data?.pageParams).toEqual([undefined, 'p2']);
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.hasNextPage).toBe(false);
    await act(() => result.current.fetchNextPage());
    expect(fn).toHaveBeenCalledTimes(3);

    fn.mockClear();
    await act(() => result.current.refetch());
    expect(fn.mock.calls.map(([context]) => context.pageParam)).toEqual([undefined, 'p2', 'p3']);
    expect(result.current.data?.pages).toHaveLength(3);
  });

  it('keeps the previous filter’s pages as placeholder and never fetches a next page from them', async () => {
    const fn = vi.fn(async ({ pageParam }: { pageParam: string | undefined }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return pages[pageParam ?? 'start'] as (typeof pages)[string];
    });
    const { result, rerender } = renderHook(
      ({ coin }) =>
        useInfiniteQuery({
          queryKey: ['t', 'filtered', { coin }],
          queryFn: fn,
          initialPageParam: undefined as string | undefined,
          getNextPageParam: (last) => last.next_cursor ?? undefined,
          placeholderData: keepPreviousData,
        }),
      { initialProps: { coin: 'WH' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ coin: 'USDT' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.pages).toHaveLength(1);
    await act(() => result.current.fetchNextPage());
    expect(fn).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(fn.mock.calls.map(([context]) => context.pageParam)).toEqual([undefined, undefined]);
  });
});

describe('useMutation', () => {
  it('runs the hook callbacks, then the ones given to mutate, with data and variables', async () => {
    const order: string[] = [];
    const answer = deferred<string>();
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: (input: number) => answer.promise.then((value) => `${value}${input}`),
        onSuccess: (data, variables) => void order.push(`onSuccess ${data} ${variables}`),
        onError: () => void order.push('onError'),
        onSettled: (data, error, variables) => void order.push(`onSettled ${data} ${error} ${variables}`),
      }),
    );
    expect(result.current).toMatchObject({ status: 'idle', isIdle: true, isPending: false });
    act(() =>
      result.current.mutate(5, {
        onSuccess: (data) => void order.push(`mutate onSuccess ${data}`),
        onSettled: () => void order.push('mutate onSettled'),
      }),
    );
    expect(result.current).toMatchObject({ isPending: true, variables: 5 });
    await act(async () => answer.resolve('ok'));
    expect(order).toEqual(['onSuccess ok5 5', 'onSettled ok5 null 5', 'mutate onSuccess ok5', 'mutate onSettled']);
    expect(result.current).toMatchObject({ status: 'success', isSuccess: true, data: 'ok5', error: null });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, variables: undefined });
  });

  it('reports a failure: hook and mutate error callbacks, error state, mutateAsync rejects, mutate does not', async () => {
    const onError = vi.fn();
    const onSettled = vi.fn();
    const failure = business('1010');
    const { result } = renderHook(() =>
      useMutation({
        mutationFn: async (_: string) => {
          throw failure;
        },
        onError,
        onSettled,
      }),
    );
    const perCall = vi.fn();
    await act(async () => {
      result.current.mutate('a', { onError: perCall });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, 'a');
    expect(onSettled).toHaveBeenCalledWith(undefined, failure, 'a');
    expect(perCall).toHaveBeenCalledWith(failure, 'a');
    await act(async () => {
      await expect(result.current.mutateAsync('b')).rejects.toBe(failure);
    });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(result.current.variables).toBe('b');
  });

  it('never retries and fires mutate callbacks only for the latest call', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const fn = vi.fn((_: number) => (calls.shift() as ReturnType<typeof deferred<string>>).promise);
    const perCall = vi.fn();
    const { result } = renderHook(() => useMutation({ mutationFn: fn }));
    act(() => {
      result.current.mutate(1, { onSuccess: perCall });
      result.current.mutate(2, { onSuccess: perCall });
    });
    await act(async () => {
      second.resolve('two');
      first.resolve('one');
    });
    await waitFor(() => expect(result.current.data).toBe('two'));
    expect(perCall).toHaveBeenCalledTimes(1);
    expect(perCall).toHaveBeenCalledWith('two', 2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps mutate and mutateAsync stable across renders', () => {
    const { result, rerender } = renderHook(() => useMutation({ mutationFn: async () => 1 }));
    const { mutate, mutateAsync } = result.current;
    rerender();
    expect(result.current.mutate).toBe(mutate);
    expect(result.current.mutateAsync).toBe(mutateAsync);
  });
});
