import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOP_PLAYERS_MAX_LIMIT, topPlayersEndpoint, type TopPlayersResponse } from '@contracts/league-top-players.ts';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/**
 * GET /api/top-players?leagueId=&page=1&limit=9999&includeWeekly=true (contract: league-top-players):
 * every player of the league at once with his weekly scores (spec 02 §4, §7); the screen pages,
 * searches and filters them itself, so no filter or page change asks the server again.
 */
export async function getTopPlayers(leagueId: string, signal?: AbortSignal): Promise<TopPlayersResponse> {
  return api.call(topPlayersEndpoint, { leagueId, page: 1, limit: TOP_PLAYERS_MAX_LIMIT, includeWeekly: true }, signal);
}

export function topPlayersQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.topPlayers(leagueId),
    queryFn: ({ signal }) => getTopPlayers(leagueId, signal),
  });
}

export function useTopPlayers(leagueId: string) {
  return useQuery(topPlayersQueryOptions(leagueId));
}
