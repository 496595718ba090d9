import { QueryClient } from '@tanstack/react-query';
import { retryTransient } from '@/lib/retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryTransient },
    },
  });
}
