import { queryOptions, useQuery } from '@tanstack/react-query';
import { leagueRostersEndpoint, type RostersResponse } from '@contracts/league-rosters.ts';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/rosters?leagueId= (contract: league-rosters): every franchise with its players. */
export async function getRosters(leagueId: string, signal?: AbortSignal): Promise<RostersResponse> {
  return api.call(leagueRostersEndpoint, { leagueId }, signal);
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
