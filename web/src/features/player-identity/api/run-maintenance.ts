import { backfillPlayersMasterEndpoint } from '@contracts/admin-backfill-players-master.ts';
import { rehydrateCandidatesEndpoint } from '@contracts/admin-rehydrate-candidates.ts';
import { api } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/backfill-players-master (no body) and /api/admin/rehydrate-candidates (source, status 'all'). */
export async function runMaintenance(call: 'backfill-players-master' | 'rehydrate-candidates') {
  if (call === 'backfill-players-master') return api.call(backfillPlayersMasterEndpoint, {});
  return api.call(rehydrateCandidatesEndpoint, { source: 'all', status: 'all' });
}

export const useRunMaintenance = () => useIdentityWrite(runMaintenance);
