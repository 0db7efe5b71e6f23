import { useEffect, useState } from 'react';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Renders again on animation frames while `active`, at most once per `everyMs` (0: every frame). Components read
 * the clock while rendering, so each frame shows the time of that frame.
 */
export function useFrames(active: boolean, everyMs = 0): void {
  const [, setFrame] = useState(0);
  useEffect(() => {
    if (!active) return;
    let id = 0;
    let last = Number.NEGATIVE_INFINITY;
    const step = (time: number) => {
      if (time - last >= everyMs) {
        last = time;
        setFrame((n) => n + 1);
      }
      id = requestAnimationFrame(step);
    };
    id = requestAnimationFrame(step);
    return () => cancelAnimationFrame(id);
  }, [active, everyMs]);
}
