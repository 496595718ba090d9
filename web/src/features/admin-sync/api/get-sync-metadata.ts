import { queryOptions, useQuery } from '@tanstack/react-query';
import { syncMetadataEndpoint, type SyncMetadataResponse, SYNC_TABLE_LIMIT } from '@contracts/admin-sync.ts';
import { api } from '@/lib/api-client';
import { syncKeys } from './sync-keys';

/** While a job runs the page follows it closely (live progress); otherwise it looks now and then. */
export const POLL_RUNNING_MS = 1_500;
export const POLL_IDLE_MS = 15_000;

/**
 * GET /api/admin/sync-metadata (bearer): the last completed run per sync type, the running jobs
 * with their progress, the newest 50 jobs and which operations can run.
 */
export async function fetchSyncMetadata(signal?: AbortSignal): Promise<SyncMetadataResponse> {
  return api.call(syncMetadataEndpoint, { limit: SYNC_TABLE_LIMIT }, signal);
}

export const syncMetadataQuery = (busy: boolean) =>
  queryOptions({
    queryKey: syncKeys.metadata(),
    queryFn: ({ signal }) => fetchSyncMetadata(signal),
    // The interval pauses while the tab is hidden (TanStack Query's default).
    refetchInterval: (query) => (busy || (query.state.data?.running.length ?? 0) > 0 ? POLL_RUNNING_MS : POLL_IDLE_MS),
  });

/** `busy`: a sync call of this page is still waiting for its answer. */
export function useSyncMetadata(busy: boolean) {
  return useQuery(syncMetadataQuery(busy));
}
