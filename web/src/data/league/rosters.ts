import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RostersResponse, rostersResponseSchema } from '@contracts/league-rosters.ts';
import { api, parseResponse } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/rosters?leagueId= (contract: league-rosters): every franchise with its players. */
export async function getRosters(leagueId: string, signal?: AbortSignal): Promise<RostersResponse> {
  const body = await api.get<unknown>('/api/rosters', { leagueId }, signal);
  return parseResponse(rostersResponseSchema, body);
}

export function rostersQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.rosters(leagueId),
    queryFn: ({ signal }) => getRosters(leagueId, signal),
  });
}

export function useRosters(leagueId: string) {
  return useQuery(rostersQueryOptions(leagueId));
}
