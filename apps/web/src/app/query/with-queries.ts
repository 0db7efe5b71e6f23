import type { ComponentType } from 'react';

type Module<K extends string> = { [key in K]: ComponentType };

/**
 * Wraps a lazy component loader so the component renders inside the query provider. The component's chunk and
 * the query layer load in parallel (no waterfall); later loads find both cached.
 */
export function withQueries<K extends string = 'default'>(
  loader: () => Promise<Module<K>>,
  exportName: K = 'default' as K,
): () => Promise<{ default: ComponentType }> {
  return () =>
    Promise.all([loader(), import('./query-provider.tsx')]).then(([module, layer]) => ({
      default: layer.withQueryProvider(module[exportName]),
    }));
}
