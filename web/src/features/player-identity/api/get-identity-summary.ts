import { queryOptions, useQuery } from '@tanstack/react-query';
import { identitySummaryResponseSchema } from '@contracts/admin-identity-summary.ts';
import { api, parseResponse } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/identity-summary: coverage per provider, candidates by status, the last runs. */
export async function getIdentitySummary() {
  return parseResponse(identitySummaryResponseSchema, await api.get<unknown>('/api/admin/identity-summary'));
}

export const identitySummaryQuery = () => queryOptions({ queryKey: identityKeys.summary(), queryFn: getIdentitySummary });

export const useIdentitySummary = () => useQuery(identitySummaryQuery());
