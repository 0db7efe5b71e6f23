import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast, TOAST_DURATION_MS, ToastViewport } from './toast.tsx';

afterEach(() => {
  act(() => hideToast());
  cleanup();
  vi.useRealTimers();
});

describe('ToastViewport', () => {
  it('renders the one current toast in a live region and removes it after 3000 ms', () => {
    vi.useFakeTimers();
    render(<ToastViewport />);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      showToast('Saved', { type: 'success' });
      showToast('Copied');
    });
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['Copied']);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
