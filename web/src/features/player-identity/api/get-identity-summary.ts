import { queryOptions, useQuery } from '@tanstack/react-query';
import { identitySummaryEndpoint } from '@contracts/admin-identity-summary.ts';
import { api } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/identity-summary: coverage per provider, candidates by status, the last runs. */
export async function getIdentitySummary() {
  return api.call(identitySummaryEndpoint, {});
}

export const identitySummaryQuery = () => queryOptions({ queryKey: identityKeys.summary(), queryFn: getIdentitySummary });

export const useIdentitySummary = () => useQuery(identitySummaryQuery());
