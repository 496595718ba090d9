import {
  type MatchCandidateActionRequest,
  matchCandidateActionRequestSchema,
  matchCandidateActionResponseSchema,
} from '@contracts/admin-match-candidates-action.ts';
import { api, parseResponse } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/match-candidates-action: accept, reject or create_new. */
export async function decideCandidate(input: MatchCandidateActionRequest) {
  return parseResponse(
    matchCandidateActionResponseSchema,
    await api.post<unknown>('/api/admin/match-candidates-action', matchCandidateActionRequestSchema.parse(input)),
  );
}

export const useDecideCandidate = () => useIdentityWrite(decideCandidate);
