import { type RefObject, useEffect, useState } from 'react';

/** Near enough to start loading while the player scrolls towards it. */
const NEAR = '0px 0px 200px 0px';
/** Seen without any scroll: it must stay in view this long (the cards above it grow as their answers arrive). */
export const SETTLE_MS = 1200;

/**
 * True once the element is near the screen for real: at once when a scroll brings it near, or after SETTLE_MS when
 * it is in view without scrolling (a tall screen). The first layout, before the cards above have their answers, is
 * shorter than the page: an element seen only then is not wanted yet.
 */
export function useNear(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    let scrolled = false;
    let inView = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      scrolled = true;
      if (inView) setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        if (!inView) return;
        if (scrolled) setNear(true);
        else timer = setTimeout(() => setNear(true), SETTLE_MS);
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [element, near]);
  return near;
}
