import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StandingsResponse, standingsResponseSchema } from '@contracts/league-standings.ts';
import { api, parseResponse } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/league-standings?leagueId= (contract: league-standings). */
export async function getStandings(leagueId: string, signal?: AbortSignal): Promise<StandingsResponse> {
  const body = await api.get<unknown>('/api/league-standings', { leagueId }, signal);
  return parseResponse(standingsResponseSchema, body);
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
