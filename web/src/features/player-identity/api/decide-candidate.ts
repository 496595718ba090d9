import { type MatchCandidateActionRequest, matchCandidateActionEndpoint } from '@contracts/admin-match-candidates-action.ts';
import { api } from '@/lib/api-client';
import { useIdentityWrite } from './use-identity-write';

/** POST /api/admin/match-candidates-action: accept, reject or create_new. */
export async function decideCandidate(input: MatchCandidateActionRequest) {
  return api.call(matchCandidateActionEndpoint, matchCandidateActionEndpoint.request.parse(input));
}

export const useDecideCandidate = () => useIdentityWrite(decideCandidate);
