import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { setSessionQueryClient } from '../../session/login.ts';

/**
 * The TanStack Query layer, loaded only with the first page or overlay that uses queries (ADR 010): the home
 * route's first load carries none of query-core's ~11 KB gz. One client for the whole app.
 * Query defaults of DESIGN.md section 2: refetch on mount after 30 s, unused cache kept 60 s, up to 5 retries,
 * never a retry for a business error code.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 60_000,
      retry: (failureCount, error) => failureCount < 5 && !(error as { business?: boolean }).business,
      retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 8_000),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Logout drops every cached answer.
setSessionQueryClient(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The component inside the query provider. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <QueryClientProvider client={queryClient}>
      <Component {...props} />
    </QueryClientProvider>
  );
  Wrapped.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
