import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToast, hideToast, showToast, TOAST_DURATION_MS } from './toast.tsx';

describe('toasts', () => {
  afterEach(() => {
    hideToast();
    vi.useRealTimers();
  });

  it('shows one at a time, the newest replacing the old', () => {
    showToast('first');
    showToast('second');
    expect(getToast()?.message).toBe('second');
  });

  it('ignores a duplicate of the one showing', () => {
    showToast('same');
    const id = getToast()?.id;
    showToast('same');
    expect(getToast()?.id).toBe(id);
  });

  it('hides after 3000 ms unless persistent', () => {
    vi.useFakeTimers();
    showToast('bye');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getToast()).toBeNull();
    showToast('stay', { persistent: true });
    vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    expect(getToast()?.message).toBe('stay');
  });
});
