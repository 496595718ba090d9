import { backfillPlayersMasterResponseSchema } from '@contracts/admin-backfill-players-master.ts';
import { rehydrateCandidatesResponseSchema } from '@contracts/admin-rehydrate-candidates.ts';
import { api, parseResponse } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/backfill-players-master (no body) and /api/admin/rehydrate-candidates (source, status 'all'). */
export async function runMaintenance(call: 'backfill-players-master' | 'rehydrate-candidates') {
  if (call === 'backfill-players-master') {
    return parseResponse(backfillPlayersMasterResponseSchema, await api.post<unknown>('/api/admin/backfill-players-master'));
  }
  return parseResponse(rehydrateCandidatesResponseSchema, await api.post<unknown>('/api/admin/rehydrate-candidates', { source: 'all', status: 'all' }));
}

export const useRunMaintenance = () => useIdentityWrite(runMaintenance);
