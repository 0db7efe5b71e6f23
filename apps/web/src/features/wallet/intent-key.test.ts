import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIntentKey } from './intent-key.ts';

describe('useIntentKey', () => {
  it('keeps one key per intent across retries and renders, and a new one after settle', () => {
    const { result, rerender } = renderHook(() => useIntentKey());
    const first = result.current.current();
    rerender();
    expect(result.current.current()).toBe(first);
    const api = result.current;
    rerender();
    expect(result.current).toBe(api);
    result.current.settle();
    const second = result.current.current();
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
  });
});
