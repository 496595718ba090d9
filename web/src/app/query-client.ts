import { QueryClient } from '@tanstack/react-query';
import { retryTransient } from '@/lib/retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: offline, a read still goes out once, so the service worker can answer it with
      // its kept copy (the default would wait for the network and show nothing); reads refetch on
      // reconnect, as by default.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryTransient, networkMode: 'offlineFirst' },
    },
  });
}
