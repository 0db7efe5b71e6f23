import { afterEach, describe, expect, it, vi } from 'vitest';

describe('work after the first paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('waits for the rendered page and the frame after it, then runs each task once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { afterFirstPaint, pageRendered } = await import('./first-paint.ts');
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    pageRendered();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20); // the next frame, then the timer after it
    expect(task).toHaveBeenCalledTimes(1);
    pageRendered();
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs the waiting work after 4 s when no page renders (an error screen)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { afterFirstPaint } = await import('./first-paint.ts');
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(3_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
