import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeagueSettings, mflLeagueSettingsEndpoint } from '@contracts/mfl-lineup.ts';
import { api } from '@/lib/api-client';
import { lineupKeys } from './lineup-keys';
import { lineupInputs } from './lineup-requests';

/**
 * The league's starting requirements (spec 01 §7): POST /api/mfl/league-settings {leagueId, year},
 * one endpoint whatever is cached (the stored settings when there are, else MFL's, stored then).
 */
export async function getLeagueSettings(leagueId: string, year: number, signal?: AbortSignal): Promise<LeagueSettings> {
  return (await api.call(mflLeagueSettingsEndpoint, lineupInputs.settings(leagueId, year), signal)).league;
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
