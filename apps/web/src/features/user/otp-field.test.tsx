import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './otp-field.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('counts the seconds down to zero', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0, 0));
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), { initialProps: { until: 0 } });
    expect(result.current).toBe(0);
    vi.advanceTimersByTime(5000);
    rerender({ until: Date.now() + 60_000 });
    expect(result.current).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(59);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(0);
  });
});
