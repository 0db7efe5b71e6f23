import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Query defaults of DESIGN.md section 2; the API client refines retry for business errors. */
export function createQueryClient() {
  return new QueryClient({
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
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
