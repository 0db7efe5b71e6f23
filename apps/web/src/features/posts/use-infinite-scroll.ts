import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `loadMore` whenever the sentinel element comes within 600 px of the viewport (an IntersectionObserver),
 * while `enabled`; without IntersectionObserver the list keeps its "More" button.
 */
export function useInfiniteScroll(sentinel: RefObject<Element | null>, loadMore: () => void, enabled: boolean) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}
