import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MatchCandidatesRequest, matchCandidatesEndpoint } from '@contracts/admin-match-candidates.ts';
import { api } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/match-candidates: the inbox (pending, newest first, 50 a page unless asked). */
export async function getMatchCandidates(request: MatchCandidatesRequest) {
  return api.call(matchCandidatesEndpoint, request);
}

export const matchCandidatesQuery = (request: MatchCandidatesRequest) =>
  queryOptions({ queryKey: identityKeys.candidates(request), queryFn: () => getMatchCandidates(request), placeholderData: keepPreviousData });

export const useMatchCandidates = (request: MatchCandidatesRequest) => useQuery(matchCandidatesQuery(request));
