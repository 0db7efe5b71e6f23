import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type ComponentLoader = () => Promise<{ default: ComponentType }>;

/**
 * Components whose code loads on demand, by key (pages by route, Fortune's screens by tab). One that was loaded ahead
 * of its first render (`loaded`) renders as it is; otherwise it is a `lazy` one that suspends until its code is in. A
 * first render that suspends shows the Suspense fallback, and React then holds the content back until 300 ms after
 * that fallback appeared (its reveal throttle): what the first render needs is loaded first.
 */
export function lazyComponents<Key>(loaderFor: (key: Key) => ComponentLoader) {
  const ready = new Map<Key, ComponentType>();
  const lazies = new Map<Key, LazyExoticComponent<ComponentType>>();
  return {
    loaded(key: Key, component: ComponentType) {
      ready.set(key, component);
    },
    component(key: Key): ComponentType {
      const loaded = ready.get(key);
      if (loaded) return loaded;
      let component = lazies.get(key);
      if (!component) {
        component = lazy(loaderFor(key));
        lazies.set(key, component);
      }
      return component;
    },
  };
}
