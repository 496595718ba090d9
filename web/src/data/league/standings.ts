import { queryOptions, useQuery } from '@tanstack/react-query';
import { leagueStandingsEndpoint, type StandingsResponse } from '@contracts/league-standings.ts';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/league-standings?leagueId= (contract: league-standings). */
export async function getStandings(leagueId: string, signal?: AbortSignal): Promise<StandingsResponse> {
  return api.call(leagueStandingsEndpoint, { leagueId }, signal);
}

export function standingsQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.standings(leagueId),
    queryFn: ({ signal }) => getStandings(leagueId, signal),
  });
}

export function useStandings(leagueId: string) {
  return useQuery(standingsQueryOptions(leagueId));
}
