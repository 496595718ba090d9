import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaguePlayoffOddsEndpoint, type PlayoffOddsResponse } from '@contracts/league-playoff-odds.ts';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/league-playoff-odds?leagueId= (contract: league-playoff-odds): Playoff Odds and the Standings' playoff column. */
export async function getPlayoffOdds(leagueId: string, signal?: AbortSignal): Promise<PlayoffOddsResponse> {
  return api.call(leaguePlayoffOddsEndpoint, { leagueId }, signal);
}

export function playoffOddsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.playoffOdds(leagueId),
    queryFn: ({ signal }) => getPlayoffOdds(leagueId, signal),
  });
}

export function usePlayoffOdds(leagueId: string) {
  return useQuery(playoffOddsQueryOptions(leagueId));
}
