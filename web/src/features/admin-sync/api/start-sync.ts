import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncEndpoints, type SyncOperation, type SyncRequest, type SyncResponse } from '@contracts/admin-sync.ts';
import { api } from '@/lib/api-client';
import { syncKeys } from './sync-keys';

export interface StartSyncInput {
  operation: SyncOperation;
  body: SyncRequest;
}

/**
 * POST /api/admin/sync-{operation} (projections: /api/fantasypoints/trigger-github-workflow): the
 * job's outcome when it ended within the server's wait, else the running job (202).
 */
export async function startSync({ operation, body }: StartSyncInput): Promise<SyncResponse> {
  return api.call(syncEndpoints[operation], body);
}

export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncKeys.all }),
  });
}
