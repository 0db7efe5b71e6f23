import { vi } from 'vitest';

/**
 * Stubs IntersectionObserver with one the test drives: what loads as it comes near the screen (ui/use-near.ts) stays
 * unloaded until the returned function says the observed elements are in view (or out of it).
 */
export function watchNear(): (isIntersecting: boolean) => void {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (isIntersecting) => {
    for (const o of observers)
      o.callback(
        o.targets.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
  };
}
