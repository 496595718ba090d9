import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Lineup, lineupResponseSchema } from '@contracts/mfl-lineup.ts';
import { api, parseResponse } from '@/lib/api-client';
import { lineupKeys, type LineupWeek } from './lineup-keys';

/** GET /api/mfl/lineup?leagueId=&week=&year=: the starters and bench MFL holds for the caller's franchise. */
export async function getLineup({ leagueId, year, week }: LineupWeek, signal?: AbortSignal): Promise<Lineup> {
  const body = await api.get<unknown>('/api/mfl/lineup', { leagueId, week, year }, signal);
  return parseResponse(lineupResponseSchema, body).lineup;
}

export function lineupQueryOptions(target: LineupWeek) {
  return queryOptions({
    queryKey: lineupKeys.lineup(target.leagueId, target.year, target.week),
    queryFn: ({ signal }) => getLineup(target, signal),
  });
}

export function useLineup(target: LineupWeek) {
  return useQuery(lineupQueryOptions(target));
}
