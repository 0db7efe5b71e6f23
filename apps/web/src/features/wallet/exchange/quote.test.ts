import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuote } from './quote.ts';

const now = () => Math.floor(Date.now() / 1000);

function setup(options: { ttl?: number; failFirst?: boolean } = {}) {
  const keys: string[] = [];
  let quotes = 0;
  let calls = 0;
  const hook = renderHook(() =>
    useQuote({
      inputs: 'WH>USDT:10',
      fetchQuote: async () => ({ quote_id: `q${++quotes}`, expires_at: now() + (options.ttl ?? 60) }),
      execute: async (_quote, key) => {
        keys.push(key);
        calls++;
        if (options.failFirst && calls === 1) throw Object.assign(new Error('offline'), { name: 'ApiError' });
        return 'done';
      },
    }),
  );
  return { hook, keys, quotes: () => quotes };
}

describe('useQuote', () => {
  it('fetches a quote once the inputs settle', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.quote?.quote_id).toBe('q1'));
    expect(hook.result.current.secondsLeft).toBeGreaterThan(50);
  });

  it('a double tap executes once', async () => {
    const { hook, keys } = setup();
    await waitFor(() => expect(hook.result.current.quote).not.toBeNull());
    await act(async () => {
      await Promise.all([hook.result.current.confirm(), hook.result.current.confirm()]);
    });
    expect(keys).toHaveLength(1);
  });

  it('a retry after a failure reuses the idempotency key; the next intent gets a new one', async () => {
    const { hook, keys } = setup({ failFirst: true });
    await waitFor(() => expect(hook.result.current.quote).not.toBeNull());
    await act(async () => {
      expect(await hook.result.current.confirm()).toBeNull();
    });
    await act(async () => {
      expect(await hook.result.current.confirm()).toBe('done');
    });
    await act(async () => {
      await hook.result.current.confirm();
    });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('re-quotes when the quote expires', async () => {
    const { quotes } = setup({ ttl: 0 });
    await waitFor(() => expect(quotes()).toBeGreaterThanOrEqual(2), { timeout: 3000 });
  });
});
