import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MatchCandidatesRequest, matchCandidatesResponseSchema } from '@contracts/admin-match-candidates.ts';
import { api, parseResponse } from '@/lib/api-client';
import { identityKeys } from './identity-keys';

/** GET /api/admin/match-candidates: the inbox (pending, newest first, 50 a page unless asked). */
export async function getMatchCandidates(request: MatchCandidatesRequest) {
  return parseResponse(matchCandidatesResponseSchema, await api.get<unknown>('/api/admin/match-candidates', { ...request }));
}

export const matchCandidatesQuery = (request: MatchCandidatesRequest) =>
  queryOptions({ queryKey: identityKeys.candidates(request), queryFn: () => getMatchCandidates(request), placeholderData: keepPreviousData });

export const useMatchCandidates = (request: MatchCandidatesRequest) => useQuery(matchCandidatesQuery(request));
