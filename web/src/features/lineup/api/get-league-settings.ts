import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedLeagueSettingsEndpoint, type LeagueSettings, mflLeagueSettingsEndpoint } from '@contracts/mfl-lineup.ts';
import { api, ApiError } from '@/lib/api-client';
import { lineupKeys } from './lineup-keys';

/** The cache answers 404 when it holds nothing for the league and 403 when it will not say: ask MFL then. */
const CACHE_MISS = new Set([403, 404]);

/**
 * The league's starting requirements (spec 01 §7): GET /api/admin/get-league-settings?leagueId= (the
 * cache) first, POST /api/mfl/league-settings {leagueId, year} when the cache has nothing.
 */
export async function getLeagueSettings(leagueId: string, year: number, signal?: AbortSignal): Promise<LeagueSettings> {
  try {
    return (await api.call(cachedLeagueSettingsEndpoint, { leagueId }, signal)).league;
  } catch (error) {
    if (!(error instanceof ApiError && CACHE_MISS.has(error.status))) throw error;
  }
  return (await api.call(mflLeagueSettingsEndpoint, { leagueId, year }, signal)).league;
}

export function leagueSettingsQueryOptions(leagueId: string, year: number) {
  return queryOptions({
    queryKey: lineupKeys.settings(leagueId),
    queryFn: ({ signal }) => getLeagueSettings(leagueId, year, signal),
  });
}

export function useLeagueSettings(leagueId: string, year: number) {
  return useQuery(leagueSettingsQueryOptions(leagueId, year));
}
