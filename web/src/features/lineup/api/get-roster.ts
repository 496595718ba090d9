import { queryOptions, useQuery } from '@tanstack/react-query';
import { rosterEndpoint, type RosterResponse } from '@contracts/mfl-lineup.ts';
import { api } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';
import { lineupInputs } from './lineup-requests';

export interface LineupRoster extends RosterResponse {
  /** How far the league host's clock runs ahead of this browser's (ms): kickoffs are judged by the host's. */
  hostSkewMs: number;
}

/** POST /api/mfl/roster {leagueId, week, year}: the caller's own roster with injuries, opponents and locks. */
export async function getRoster(target: LineupWeek, signal?: AbortSignal): Promise<LineupRoster> {
  const body = await api.call(rosterEndpoint, lineupInputs.roster(target), signal);
  const asOf = Date.parse(body.asOf);
  return { ...body, hostSkewMs: Number.isFinite(asOf) ? asOf - Date.now() : 0 };
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
