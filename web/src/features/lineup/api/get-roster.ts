import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RosterResponse, rosterResponseSchema } from '@contracts/mfl-lineup.ts';
import { api, parseResponse } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';

/** POST /api/mfl/roster {leagueId, week, year}: the caller's own roster with injuries, opponents and locks. */
export async function getRoster({ leagueId, year, week }: LineupWeek, signal?: AbortSignal): Promise<RosterResponse> {
  const body = await api.post<unknown>('/api/mfl/roster', { leagueId, week, year }, signal);
  return parseResponse(rosterResponseSchema, body);
}

export function rosterQueryOptions(target: LineupWeek) {
  return queryOptions({
    queryKey: lineupKeys.roster(target.leagueId, target.year, target.week),
    queryFn: ({ signal }) => getRoster(target, signal),
  });
}

export function useLineupRoster(target: LineupWeek) {
  return useQuery(rosterQueryOptions(target));
}
